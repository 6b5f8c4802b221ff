import { execFileSync } from 'node:child_process';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accepts, freePort, startProcess, waitUntil, type RunningProcess } from './processes.js';
import type { TestPostgresDatabase } from './postgres.js';

/** The repository's PgBouncer configuration, which the harness runs with only addresses and files changed. */
export const PGBOUNCER_INI = fileURLToPath(new URL('../../pgbouncer/pgbouncer.ini', import.meta.url));

/**
 * The ini text with `[pgbouncer]` keys replaced (or added) and the `[databases]` entries replaced by `databases`;
 * comments and every other setting stay as they are.
 */
export function withSettings(ini: string, settings: Record<string, string>, databases: Record<string, string>): string {
  const lines: string[] = [];
  let section = '';
  const pending = new Map(Object.entries(settings));
  const flush = () => {
    if (section === 'pgbouncer') for (const [key, value] of pending) lines.push(`${key} = ${value}`);
    if (section === 'pgbouncer') pending.clear();
  };
  for (const line of ini.split('\n')) {
    const header = /^\s*\[(\w+)\]\s*$/.exec(line);
    if (header) {
      flush();
      section = header[1];
      lines.push(line);
      if (section === 'databases')
        for (const [name, value] of Object.entries(databases)) lines.push(`${name} = ${value}`);
      continue;
    }
    const entry = /^\s*([\w.]+)\s*=/.exec(line);
    if (entry && section === 'databases') continue;
    if (entry && section === 'pgbouncer' && pending.has(entry[1])) {
      lines.push(`${entry[1]} = ${pending.get(entry[1])}`);
      pending.delete(entry[1]);
      continue;
    }
    lines.push(line);
  }
  flush();
  return lines.join('\n');
}

export interface TestPgBouncer {
  port: number;
  /** URL of `database` through the pooler. */
  url: string;
  process: RunningProcess;
  stop(): Promise<void>;
}

/** PgBouncer refuses to run as root: as root, it is started as this user (and its files handed to it). */
function unprivilegedUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name]).toString());
      const gid = Number(execFileSync('id', ['-g', name]).toString());
      return { name, uid, gid };
    } catch {
      // try the next one
    }
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists to run PgBouncer as');
}

/**
 * PgBouncer in front of `database` on a free port, with the repository's pgbouncer.ini; its password file (the
 * test database's credentials) is written into a temporary folder, never into the repository.
 */
export async function startPgBouncer(
  database: TestPostgresDatabase,
  overrides: Record<string, string> = {},
): Promise<TestPgBouncer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reeltime-pgbouncer-'));
  const port = await freePort();
  const userlist = path.join(dir, 'userlist.txt');
  const iniPath = path.join(dir, 'pgbouncer.ini');
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  await writeFile(userlist, `${quote(database.user)} ${quote(database.password)}\n`, { mode: 0o600 });
  const ini = withSettings(
    await readFile(PGBOUNCER_INI, 'utf8'),
    {
      listen_addr: '127.0.0.1',
      listen_port: String(port),
      auth_file: userlist,
      pidfile: path.join(dir, 'pgbouncer.pid'),
      ...overrides,
    },
    { [database.name]: `host=${database.host} port=${database.port} dbname=${database.name}` },
  );
  await writeFile(iniPath, ini, { mode: 0o600 });
  const user = unprivilegedUser();
  if (user) for (const file of [dir, userlist, iniPath]) await chown(file, user.uid, user.gid);
  await chmod(dir, 0o700);

  const processHandle = startProcess('pgbouncer', 'pgbouncer', [...(user ? ['-u', user.name] : []), iniPath]);
  try {
    await waitUntil(() => accepts(port), `PgBouncer to listen on ${port}`, 10_000, 50, processHandle.output);
  } catch (error) {
    await processHandle.stop('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    port,
    url: url.toString(),
    process: processHandle,
    async stop() {
      // SIGINT: PgBouncer's "safe shutdown" waits for clients; SIGTERM closes at once.
      await processHandle.stop('SIGTERM', 5_000);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
