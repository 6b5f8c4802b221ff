import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { migrationsHash } from './migrations-hash.js';

/**
 * Running every migration on a new PostgreSQL schema costs most of a second (each migration is its own transaction,
 * and Kysely scans the catalogue of every schema first); replaying a dump of a migrated schema costs a fraction of
 * that. So a test that wants a migrated schema gets a copy: once per change of the migrations (and of the server's
 * version), a process migrates a schema of its own, dumps it with `pg_dump` (tables, functions, triggers, and the
 * rows the migrations wrote, Kysely's bookkeeping included), drops it, and keeps the dump in the system's temp folder
 * with the schema's name left as a placeholder. Processes racing to make it each write their own file and rename it
 * into place. Where `pg_dump` is missing or fails, the schema stays empty and the API migrates it as it starts.
 */
const PLACEHOLDER = '__reeltime_template_schema__';

const run = promisify(execFile);
let dump: Promise<string | null> | undefined;

/** Creates `schema` as a migrated copy (the dump creates it); false when no dump can be had and nothing was created. */
export async function createMigratedSchema(client: pg.Client, baseUrl: string, schema: string): Promise<boolean> {
  dump ??= loadOrMake(baseUrl).catch(() => null);
  const text = await dump;
  if (text === null) return false;
  await client.query(text.replaceAll(PLACEHOLDER, schema));
  return true;
}

async function loadOrMake(baseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  let version: string;
  try {
    version = (await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]
      .server_version_num;
  } finally {
    await client.end();
  }
  const file = path.join(os.tmpdir(), `reeltime-postgres-migrated-${version}-${await migrationsHash()}.sql`);
  const saved = await readFile(file, 'utf8').catch(() => undefined);
  if (saved) return saved;

  const text = await dumpMigratedSchema(baseUrl);
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, text);
    await rename(partial, file);
  } catch {
    // An unwritable temp folder only costs the next process the same work.
    await rm(partial, { force: true });
  }
  return text;
}

async function dumpMigratedSchema(baseUrl: string): Promise<string> {
  const schema = `template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await database.withDirectConnection(migrateToLatest);
    } finally {
      await database.close();
    }
    const { stdout } = await run(
      'pg_dump',
      ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', '--dbname', baseUrl],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // psql's own commands (\connect, \restrict …) are not SQL; the server runs the rest as one script.
    const sqlOnly = stdout
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
    if (!sqlOnly.includes(`CREATE SCHEMA ${schema};`)) throw new Error('pg_dump did not dump the schema');
    return sqlOnly.replaceAll(schema, PLACEHOLDER);
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
  }
}
