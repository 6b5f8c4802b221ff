import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiPackageDir } from '../config.js';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit signal or code. */
  exited: Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<string>;
}

/** Starts src/server.ts in its own process with the tests' settings (no per-address limits, demo data), and waits for it. */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  return spawnApi({
    NODE_ENV: 'test',
    DEMO_DATA: 'true',
    HOST: '127.0.0.1',
    API_PORT: '0',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_MAX: '0',
    REGISTER_RATE_LIMIT_MAX: '10000',
    AUTH_ADDRESS_RATE_LIMIT_MAX: '0',
    CODE_SEND_ADDRESS_RATE_LIMIT_MAX: '0',
    HOLD_ADDRESS_RATE_LIMIT_MAX: '0',
    HOLD_MAX_SEATS_PER_ADDRESS_PER_SHOW: '0',
    ...env,
  });
}

/**
 * Starts src/server.ts of `apiDir` (this checkout's by default) in its own process, exactly as `npm run dev` would, with
 * `env` over this process's environment (and `nodeArgs` before the script, e.g. `--cpu-prof`), and waits for its listening line (killed if not listening within `startTimeoutMs`).
 */
export async function spawnApi(
  env: Record<string, string>,
  { startTimeoutMs = 60_000, apiDir = apiPackageDir, nodeArgs = [] as string[] } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(apiDir, 'src', 'server.ts')], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? String(code))));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer) => {
      if (output.length < 50_000) output += chunk.toString();
      const match = /API listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Minimal JSON client for a spawned server. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: () => JSON.parse(text), text };
}
