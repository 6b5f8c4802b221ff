import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './site.js';

interface AppEntry {
  name: string;
  workspace: string;
  dir: string;
}

/** `npm start`'s own app list and staleness check (scripts/lib), so both build the same things. */
async function startScripts(): Promise<{ APPS: AppEntry[]; needsBuild: (app: AppEntry) => boolean }> {
  const apps = await import(pathToFileURL(path.join(ROOT, 'scripts/lib/apps.mjs')).href);
  const staleness = await import(pathToFileURL(path.join(ROOT, 'scripts/lib/staleness.mjs')).href);
  return { APPS: apps.APPS, needsBuild: staleness.needsBuild };
}

/** Builds every front end whose build is missing or older than its sources, as `npm start` does. */
export async function buildStaleFrontEnds(): Promise<void> {
  const { APPS, needsBuild } = await startScripts();
  const stale = APPS.filter((app) => app.name !== 'api' && needsBuild(app));
  if (stale.length === 0) return;
  const scopes = stale.flatMap((app) => ['--scope', app.workspace]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--stream', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`building ${stale.map((app) => app.name).join(', ')} failed`);
}

/** The modules the shell's own code loads into its slots from each remote, from the shell's typed declaration. */
export async function shellSlotModules(): Promise<Record<string, readonly string[]>> {
  const file = path.join(ROOT, 'shell/src/features/remotes/api/exposedModules.ts');
  const loaded = await import(pathToFileURL(file).href);
  const modules = loaded.SLOT_MODULES ?? loaded.default?.SLOT_MODULES;
  if (!modules) throw new Error(`${file} no longer exports SLOT_MODULES`);
  return modules;
}
