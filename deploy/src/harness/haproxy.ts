import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { accepts, freePort, startProcess, waitUntil, type RunningProcess } from './processes.js';

const run = promisify(execFile);

/** The repository's HAProxy configuration and the DNS servers file of a Kubernetes cluster. */
export const HAPROXY_CFG = fileURLToPath(new URL('../../haproxy/haproxy.cfg', import.meta.url));
export const HAPROXY_KUBERNETES_SERVERS = fileURLToPath(
  new URL('../../haproxy/servers-kubernetes.cfg', import.meta.url),
);

export interface ApiServer {
  name: string;
  port: number;
}

/**
 * The backends of haproxy.cfg (requests spread over every process, and a show's seat requests to one), each with the
 * defaults section it is built from.
 */
const BACKEND_DEFAULTS: Record<string, string> = { api: 'api-servers', 'api-by-show': 'api-by-show' };
const BACKENDS = Object.keys(BACKEND_DEFAULTS);

/** The servers file of a fixed list of API processes: each backend of haproxy.cfg, one `server` line a process. */
export function staticServersFile(servers: ApiServer[], host = '127.0.0.1'): string {
  return BACKENDS.flatMap((backend) => [
    `backend ${backend} from ${BACKEND_DEFAULTS[backend]}`,
    ...servers.map((server) => `    server ${server.name} ${host}:${server.port}`),
    '',
  ]).join('\n');
}

/** `haproxy -c` on the files: resolves with its output when valid, rejects with it otherwise. */
export async function checkHaproxyConfig(files: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const { stdout, stderr } = await run('haproxy', ['-c', ...files.flatMap((file) => ['-f', file])], {
    env: { ...process.env, ...env },
    timeout: 20_000,
  });
  return stdout + stderr;
}

export interface TestHaproxy {
  /** Where requests go in, e.g. http://127.0.0.1:41234 */
  url: string;
  process: RunningProcess;
  /**
   * Each API server's state as HAProxy's health checks see it: 'UP', 'DOWN', 'MAINT', … (from /stats;csv); 'UP' once
   * it is up in every backend, else its state in the first backend where it is not.
   */
  serverStates(): Promise<Record<string, string>>;
  /** Requests each API server was sent so far, through every backend, or through one. */
  serverRequests(backend?: string): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/** HAProxy with the repository's haproxy.cfg in front of `servers`, checking each every `checkInterval`. */
export async function startHaproxy(
  servers: ApiServer[],
  { checkInterval = '250ms' }: { checkInterval?: string } = {},
): Promise<TestHaproxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reeltime-haproxy-'));
  const serversFile = path.join(dir, 'servers.cfg');
  await writeFile(serversFile, staticServersFile(servers));
  const [port, statsPort] = [await freePort(), await freePort()];
  const processHandle = startProcess('haproxy', 'haproxy', ['-db', '-f', HAPROXY_CFG, '-f', serversFile], {
    env: {
      ...process.env,
      HAPROXY_BIND: `127.0.0.1:${port}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
      API_CHECK_INTERVAL: checkInterval,
    },
  });
  try {
    await waitUntil(
      async () => (await accepts(port)) && accepts(statsPort),
      `HAProxy to listen on ${port}`,
      10_000,
      50,
      processHandle.output,
    );
  } catch (error) {
    await processHandle.stop('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const stats = async () => {
    const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
    const [header, ...rows] = (await response.text())
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    const column = (name: string) => header.indexOf(name === 'pxname' ? '# pxname' : name);
    return rows
      .filter(
        (row) => BACKENDS.includes(row[column('pxname')]) && !['FRONTEND', 'BACKEND'].includes(row[column('svname')]),
      )
      .map((row) => ({
        backend: row[column('pxname')],
        name: row[column('svname')],
        state: row[column('status')].split(' ')[0],
        requests: Number(row[column('stot')]),
      }));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    process: processHandle,
    async serverStates() {
      const states: Record<string, string> = {};
      for (const row of await stats()) if ((states[row.name] ?? 'UP') === 'UP') states[row.name] = row.state;
      return states;
    },
    async serverRequests(backend) {
      const requests: Record<string, number> = {};
      for (const row of await stats())
        if (backend === undefined || row.backend === backend)
          requests[row.name] = (requests[row.name] ?? 0) + row.requests;
      return requests;
    },
    async stop() {
      await processHandle.stop('SIGTERM', 5_000);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
