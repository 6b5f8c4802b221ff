import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTES } from './apps.js';
import { freePort } from './freePort.js';
import { untilServerWarm } from './untilServerWarm.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningSite {
  shellUrl: string;
  apiUrl: string;
  remoteOrigins: { catalog: string; booking: string; account: string; admin: string };
  stop(): Promise<void>;
}

/**
 * Starts the site exactly as `npm start` does (building what is stale), on free ports and
 * with a fresh database folder, and resolves once it reports ready and the shell's server is warm.
 */
export async function startSite(
  extraEnv: Record<string, string> = {},
  options: { extraOrigins?: string[] } = {},
): Promise<RunningSite> {
  const ports = new Map(await Promise.all(APPS.map(async (app) => [app, await freePort()] as const)));
  const frontEndPorts = [...ports].filter(([app]) => app.kind !== 'api').map(([, port]) => port);
  const portOf = (name: string) => [...ports].find(([app]) => app.name === name)![1];
  // Front ends served beside the site (another shell, say) need the API's CORS too.
  // … and the remotes' files (SITE_ORIGINS of the front-end servers).
  const corsOrigins = options.extraOrigins?.length
    ? {
        CORS_ORIGINS: frontEndPorts
          .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
          .concat(options.extraOrigins)
          .join(','),
        SITE_ORIGINS: options.extraOrigins.join(','),
      }
    : {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-e2e-'));
  const env = {
    ...process.env,
    ...Object.fromEntries([...ports].map(([app, port]) => [app.portVar, String(port)])),
    DATA_DIR: dataDir,
    ...corsOrigins,
    ...extraEnv,
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    // Includes building whatever is stale, as `npm start` does (about a minute for everything on 2 cores).
    const timer = setTimeout(() => reject(new Error(`site did not start in 300 s:\n${log.join('')}`)), 300_000);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (/ReelTime is ready/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code} before it was ready:\n${log.join('')}`));
    });
  });
  const shellUrl = `http://localhost:${portOf('shell')}`;
  await untilServerWarm(shellUrl);
  return {
    shellUrl,
    apiUrl: `http://localhost:${portOf('api')}`,
    remoteOrigins: Object.fromEntries(
      REMOTES.map((remote) => [remote.name, `http://localhost:${portOf(remote.name)}`]),
    ) as RunningSite['remoteOrigins'],
    stop: () => stopChild(child).finally(() => fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
