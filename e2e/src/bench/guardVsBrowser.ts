/**
 * `npm run bench:guard -w e2e`: the size guard's figures (build-config/size-guard.js, from the built
 * files) beside the browser's (a cold load of the same route in Chromium at phone width, see
 * coldLoad.ts) for every customer route. Fails when they part by more than the tolerance: the guard
 * then no longer sees what the browser loads, and CI's budgets check the wrong thing.
 *
 * Tolerance: bytes within 3 % (headers vary a little per response), script requests within 1, chain
 * depth within 2: the browser's chain also makes a script wait for every API answer or script that
 * happened to finish before it was asked for (the city list, a logged-in customer's profile), which
 * the built files cannot tell. Flags: `--only=<path>[,<path>…]` measures some routes only.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchBrowser } from '../harness/browser.js';
import { ROOT, startSite } from '../harness/site.js';
import { coldLoad, selectedRoutes } from './coldLoad.js';

interface GuardFigures {
  path: string;
  bytes: number;
  requests: number;
  depth: number;
}

const { measureRoutes } = createRequire(import.meta.url)(path.join(ROOT, 'build-config/size-guard.js')) as {
  measureRoutes: (root: string) => GuardFigures[];
};

export const TOLERANCE = { bytesShare: 0.03, scripts: 1, depth: 2 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const routes = selectedRoutes(process.argv.slice(2));
  const guard = new Map(measureRoutes(ROOT).map((figures) => [figures.path, figures]));
  const site = await startSite();
  const browser = await launchBrowser();
  const apart: string[] = [];
  try {
    console.log(
      'Size guard (built files) against the browser (cold, phone width): JS KB / script requests / chain depth',
    );
    console.log(`  ${'route'.padEnd(28)} ${'guard'.padStart(18)} ${'browser'.padStart(18)}`);
    for (const route of routes) {
      const modelled = guard.get(route.budgetKey);
      if (!modelled) throw new Error(`the size guard does not check ${route.budgetKey}`);
      const seen = await coldLoad(browser, site.shellUrl, route);
      const differences = [
        Math.abs(modelled.bytes - seen.jsBytes) > seen.jsBytes * TOLERANCE.bytesShare ? 'bytes' : '',
        Math.abs(modelled.requests - seen.jsRequests) > TOLERANCE.scripts ? 'scripts' : '',
        Math.abs(modelled.depth - seen.chainDepth) > TOLERANCE.depth ? 'depth' : '',
      ].filter(Boolean);
      const figures = (bytes: number, requests: number, depth: number) =>
        `${kb(bytes)} / ${requests} / ${depth}`.padStart(18);
      console.log(
        `  ${route.path.padEnd(28)} ${figures(modelled.bytes, modelled.requests, modelled.depth)} ${figures(seen.jsBytes, seen.jsRequests, seen.chainDepth)}${differences.length ? `  APART: ${differences.join(', ')}` : ''}`,
      );
      if (differences.length) apart.push(`${route.path} (${differences.join(', ')})`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  if (apart.length) throw new Error(`the size guard and the browser part on ${apart.join('; ')}`);
  console.log('  the guard sees what the browser loads on every route');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
