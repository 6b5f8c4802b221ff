import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import type { DatabaseTarget } from '../db/database.js';
import { testConfig } from './test-app.js';
import { createTestDatabase, type TestDatabaseKind } from './test-database.js';

/**
 * A database that outlives one app, for tests of what a restart does: a PGlite folder of its own (so a second
 * start sees the first one's data), or a fresh schema on the test PostgreSQL. `url` is set for PostgreSQL.
 */
export interface ReopenedDatabase {
  target: DatabaseTarget;
  url?: string;
  dataDir?: string;
  /** Builds an app on it with the test settings plus these; close it before the next one (PGlite: one process). */
  start(config?: Partial<AppConfig>, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance>;
  drop(): Promise<void>;
}

export async function reopenedDatabase(kind: TestDatabaseKind): Promise<ReopenedDatabase> {
  let target: DatabaseTarget;
  let url: string | undefined;
  let dataDir: string | undefined;
  let drop: () => Promise<void>;
  if (kind === 'pglite') {
    dataDir = await mkdtemp(path.join(tmpdir(), 'reeltime-restart-'));
    target = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    drop = () => rm(dataDir!, { recursive: true, force: true });
  } else {
    const database = await createTestDatabase('postgres');
    target = database.target;
    url = database.url;
    drop = database.drop;
  }
  return {
    target,
    url,
    dataDir,
    start: (config = {}, logger = false) =>
      buildApp({ config: { ...testConfig, ...config }, database: target, logger }),
    drop,
  };
}
