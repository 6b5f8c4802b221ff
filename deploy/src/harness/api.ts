import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitUntil, type RunningProcess } from './processes.js';

export const API_DIR = fileURLToPath(new URL('../../../api/', import.meta.url));
const SERVER = path.join(API_DIR, 'src', 'server.ts');
const MIGRATE = path.join(API_DIR, 'src', 'cli', 'migrate.ts');

/**
 * The settings every API process of a test cluster shares: one JWT secret (a token from one process is good on
 * every other), the demo catalogue, cheap password hashing, no per-address limits (every simulated customer comes
 * from 127.0.0.1) and no per-account hold limit (a simulated customer holds a seat every turn). TRUST_PROXY=1:
 * HAProxy is the one hop in front. Opening a database connection may take 10 s: the tests share two cores with
 * whatever else runs, where SCRAM authentication through PgBouncer can take longer than the 2 s a server allows.
 */
export function clusterApiEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'cluster-test-secret-0123456789-abcdefghijkl',
    PASSWORD_HASH_COST: '10',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: '0',
    REGISTER_RATE_LIMIT_MAX: '100000',
    AUTH_ADDRESS_RATE_LIMIT_MAX: '0',
    CODE_SEND_ADDRESS_RATE_LIMIT_MAX: '0',
    HOLD_ADDRESS_RATE_LIMIT_MAX: '0',
    HOLD_MAX_SEATS_PER_ADDRESS_PER_SHOW: '0',
    HOLD_RATE_LIMIT_MAX: '0',
    DB_CONNECT_TIMEOUT_MS: '10000',
    DB_POOL_WAIT_MS: '10000',
    ...env,
  };
}

export interface TestApiProcess {
  name: string;
  port: number;
  url: string;
  process: RunningProcess;
  /** Sends `signal` and waits for the exit (code or signal name). */
  stop(signal?: NodeJS.Signals): Promise<string>;
}

/** `npm run migrate -w api` with these settings; rejects with its output unless it exits 0. */
export async function runMigrations(env: Record<string, string>): Promise<string> {
  const migrate = startProcess('migrate', process.execPath, ['--import', 'tsx', MIGRATE], {
    cwd: API_DIR,
    env: clusterApiEnv(env),
  });
  const how = await Promise.race([
    migrate.exited,
    new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 60_000)),
  ]);
  if (how !== '0') {
    await migrate.stop('SIGKILL');
    throw new Error(`npm run migrate exited ${how}:\n${migrate.output()}`);
  }
  return migrate.output();
}

/** One API process (src/server.ts, as `npm run dev` runs it) on `port`, resolved once it listens. */
export async function startApiProcess(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<TestApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `reeltime-${name}-`));
  const server = startProcess(name, process.execPath, ['--import', 'tsx', SERVER], {
    cwd: API_DIR,
    env: clusterApiEnv({ DATA_DIR: dataDir, API_PORT: String(port), ...env }),
  });
  void server.exited.then(() => rm(dataDir, { recursive: true, force: true }));
  try {
    await waitUntil(
      () => /API listening on/.test(server.output()) || server.child.exitCode !== null,
      `${name} to listen`,
      180_000,
      50,
      server.output,
    );
    if (server.child.exitCode !== null) throw new Error(`${name} exited before listening:\n${server.output()}`);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    process: server,
    stop: (signal = 'SIGTERM') => server.stop(signal, 30_000),
  };
}
