import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/schema.js';
import { startTestApi, testConfig } from '../test-app.js';
import { createTestDatabase } from '../test-database.js';

/** Every table's rows, but the columns a database fills with its own clock or with random bytes. */
async function contents(db: Kysely<Database>) {
  const tables = (
    await sql<{
      name: string;
    }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(
      db,
    )
  ).rows.map((row) => row.name);
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)).rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(
          ([column]) =>
            !/(_at|timestamp|hash|secret|key|token|reference|code)$/.test(column) && table !== 'app_secrets',
        ),
      ),
    );
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

test('a test app on the seeded copy holds what a demo start seeds on a migrated database', async () => {
  const seeded = await startTestApi('pglite');
  const database = await createTestDatabase('pglite', 'migrated');
  const fresh = await buildApp({ config: testConfig, database: database.target, now: seeded.clock.now, logger: false });
  try {
    const [copy, made] = [await contents(seeded.app.db), await contents(fresh.db)];
    assert.ok((copy.shows ?? []).length > 0, 'the copy has the week of shows');
    assert.deepEqual(Object.keys(copy), Object.keys(made));
    for (const table of Object.keys(made)) assert.deepEqual(copy[table], made[table], table);
  } finally {
    await Promise.all([seeded.close(), fresh.close()]);
  }
});
