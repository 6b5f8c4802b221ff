import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL the tests may create databases on (a role allowed to CREATE DATABASE and ALTER ROLE). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://reeltime:reeltime@127.0.0.1:5432/reeltime_test';

/** Runs SQL with psql and returns its unaligned, tuples-only output (one row a line, columns split by `|`). */
export async function psql(url: string, query: string): Promise<string> {
  const { stdout } = await run('psql', [url, '-X', '-v', 'ON_ERROR_STOP=1', '-qtAc', query], {
    env: { ...process.env, PGCONNECT_TIMEOUT: '5' },
    timeout: 30_000,
  });
  return stdout.trim();
}

export interface TestPostgresDatabase {
  /** Direct connection URL of the new database. */
  url: string;
  name: string;
  user: string;
  password: string;
  host: string;
  port: number;
  /** Sets a default of the connecting role in this database only, e.g. ('statement_timeout', '7s'). */
  setRoleDefault(setting: string, value: string): Promise<void>;
  drop(): Promise<void>;
}

/** A new, empty database on the test PostgreSQL, dropped (its sessions ended) by `drop`. */
export async function createPostgresDatabase(prefix = 'reeltime_cluster'): Promise<TestPostgresDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await psql(ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const user = decodeURIComponent(url.username);
  return {
    url: url.toString(),
    name,
    user,
    password: decodeURIComponent(url.password),
    host: url.hostname,
    port: Number(url.port || 5432),
    async setRoleDefault(setting, value) {
      if (!/^[a-z_]+$/.test(setting)) throw new Error(`not a setting name: ${setting}`);
      await psql(
        ADMIN_URL,
        `ALTER ROLE "${user}" IN DATABASE ${name} SET ${setting} = '${value.replaceAll("'", "''")}'`,
      );
    },
    async drop() {
      await psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
