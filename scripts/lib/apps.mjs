import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every process of the site, in start order. Ports come from the environment
 * (`API_PORT`, `CATALOG_PORT`, …) so nothing depends on a fixed port being free.
 */
export const APPS = [
  { name: 'api', workspace: '@reeltime/api', dir: 'api', portVar: 'API_PORT', defaultPort: 8080, inputs: ['api'] },
  { name: 'catalog', workspace: '@reeltime/mf-catalog', dir: 'mf-catalog', portVar: 'CATALOG_PORT', defaultPort: 3001, inputs: ['mf-catalog', 'shared-lib', 'build-config'] },
  { name: 'booking', workspace: '@reeltime/mf-booking', dir: 'mf-booking', portVar: 'BOOKING_PORT', defaultPort: 3002, inputs: ['mf-booking', 'shared-lib', 'build-config'] },
  { name: 'account', workspace: '@reeltime/mf-account', dir: 'mf-account', portVar: 'ACCOUNT_PORT', defaultPort: 3003, inputs: ['mf-account', 'shared-lib', 'build-config'] },
  { name: 'admin', workspace: '@reeltime/mf-admin', dir: 'mf-admin', portVar: 'ADMIN_PORT', defaultPort: 3004, inputs: ['mf-admin', 'shared-lib', 'build-config'] },
  { name: 'shell', workspace: '@reeltime/shell', dir: 'shell', portVar: 'SHELL_PORT', defaultPort: 3000, inputs: ['shell', 'shared-lib', 'build-config'] },
];

/** Ports of this run: environment first, defaults otherwise. */
export function resolvePorts(env = process.env) {
  return Object.fromEntries(APPS.map((app) => [app.portVar, String(env[app.portVar] || app.defaultPort)]));
}
