import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'api');

export interface ApiProcess {
  url: string;
  metricsUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The API as `npm run dev` starts it (PGlite in a temporary folder, no demo data), with /metrics on a port of its own. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reeltime-monitoring-'));
  const metricsPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'test', DEMO_DATA: 'false', HOST: '127.0.0.1', API_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the API did not start within 180 s:\n${output}`)), 180_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /API listening on (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the API exited before listening:\n${output}`));
      });
    });
    return { url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
