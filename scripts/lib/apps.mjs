import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every process of the site, in start order, from the repository's `apps.json`. Ports come from the environment
 * (`API_PORT`, `CATALOG_PORT`, …) so nothing depends on a fixed port being free. An app is rebuilt when any file
 * under its `inputs` is newer than its build; a front end is built from its own folder, shared-lib and build-config.
 */
const { apps } = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));
export const APPS = apps.map((app) => ({
  name: app.name,
  workspace: app.package,
  dir: app.dir,
  portVar: app.portVar,
  defaultPort: app.port,
  inputs: app.kind === 'api' ? [app.dir] : [app.dir, 'shared-lib', 'build-config'],
}));

/** Ports of this run: environment first, defaults otherwise. */
export function resolvePorts(env = process.env) {
  return Object.fromEntries(APPS.map((app) => [app.portVar, String(env[app.portVar] || app.defaultPort)]));
}
