import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../db/database.js';
import { pgliteSeededTemplate, pgliteTemplate, type DemoSeed, type PGliteTemplate } from './pglite-template.js';
import { createMigratedSchema } from './postgres-template.js';

export interface TestDatabase {
  label: 'pglite' | 'postgres';
  target: DatabaseTarget;
  /** Connection URL for child processes (postgres only). */
  url?: string;
  /** application_name of every connection to it (postgres only), e.g. to terminate exactly those backends. */
  applicationName?: string;
  drop(): Promise<void>;
}

export type TestDatabaseKind = TestDatabase['label'];

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A database nobody else uses: an in-memory PGlite, or a fresh schema on the shared PostgreSQL
 * (selected through search_path in the connection URL, so every process that uses the URL sees it).
 * Either is empty, or already `migrated` when the caller runs every migration anyway: both start from a
 * copy of a database migrated once (pglite-template.ts, postgres-template.ts). An in-memory one that a demo start
 * will fill (`seed`) starts from a copy already filled so (on PostgreSQL the start fills it).
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  template: PGliteTemplate = 'empty',
  seed?: DemoSeed,
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const loadDataDir = await (template === 'migrated' && seed ? pgliteSeededTemplate(seed) : pgliteTemplate(template));
    return { label: 'pglite', target: { kind: 'pglite', dataDir: 'memory://', loadDataDir }, drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const copied = template === 'migrated' && (await createMigratedSchema(admin, baseUrl, schema));
    if (!copied) await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  url.searchParams.set('application_name', schema);
  return {
    label: 'postgres',
    target: { kind: 'postgres', url: url.toString() },
    url: url.toString(),
    applicationName: schema,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}
