import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

/** Dates stay 'yyyy-mm-dd' strings (no time-zone shift); counts come back as numbers. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * Both targets end up as a pg.Pool behind Kysely's PostgresDialect, so every query has one code path.
 * PGlite is a single connection: its pool has one client and transactions queue behind each other.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, types: typeParsers, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const [{ PGlite }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/node-postgres'),
  ]);
  if (!target.dataDir.startsWith('memory://')) await mkdir(target.dataDir, { recursive: true });
  const pglite = await PGlite.create(target.dataDir);
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: typeParsers });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
