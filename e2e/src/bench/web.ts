/**
 * `npm run bench:web`: what a customer's browser pays, per route, on a production build.
 *
 * - Cold-cache load of every route in headless Chromium at phone width (coldLoad.ts; seat selection on a real
 *   show, payment with seats held and the account pages logged in, each then reloaded with an empty cache): JS and CSS bytes on the wire
 *   including headers (DevTools `Network.loadingFinished.encodedDataLength`, 1 KB = 1024 B), script
 *   requests, all requests, and the deepest script request chain from the HTML (initiator chain).
 * - Sequential round-trips from the HTML to the first poster on `/`, from the request initiator chain.
 * - Navigating from `/` through every route in one tab: any module or shared package loaded twice.
 * - A movie link opened cold on a phone over Slow 4G: when its title, poster and first usable showtime show (slowLink.ts).
 * - Lighthouse 13 mobile (default simulated throttling), median of 3, for `/`, `/movies`, a movie and a cinema
 *   page; with `--lighthouse=all`, for every customer route (seat selection and payment through a real booking).
 * - The whole booking on a throttled phone, step by step (journey.ts; `--no-journey` skips it).
 * - Interaction to Next Paint of the customer's taps on a 4× throttled phone (see inp.ts).
 *
 * Starts the site as `npm start` does (building what is stale). Flags: `--build-times` rebuilds
 * every app from scratch first and prints the times; `--no-lighthouse` skips Lighthouse;
 * `--lighthouse=all` runs it on every customer route instead of the short list;
 * `--lighthouse-runs=N` changes the number of Lighthouse runs; `--only=<path>[,<path>…]` loads only
 * those routes cold (e.g. `--only=/payment,/info`) and prints their figures, nothing else.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.js';
import { APPS as LISTED_APPS } from '../harness/apps.js';
import { ROOT, startSite } from '../harness/site.js';
import { criticalPathTo } from './criticalPath.js';
import { coldLoad, ROUTES, selectedRoutes, settle, type RouteFigures } from './coldLoad.js';
import { findDuplicateCode } from './duplicateModules.js';
import {
  allLighthouseRoutes,
  LIGHTHOUSE_SITE_ENV,
  SHORT_LIGHTHOUSE_ROUTES,
  type LighthouseRoute,
} from './lighthouseRoutes.js';
import { benchJourney } from './journey.js';
import { measureInp } from './inp.js';
import { lighthouseMobile, type LighthouseFigures } from './lighthouseRuns.js';
import { NetworkRecorder, type RecordedRequest } from './networkRecorder.js';
import { printSlowLinks } from './slowLink.js';

/** A budget for every route, or per route with `*` for the rest. */
type PerRoute = number | Record<string, number>;
const budgetFor = (budget: PerRoute, key: string): number =>
  typeof budget === 'number' ? budget : (budget[key] ?? budget['*']!);

const BUDGETS = JSON.parse(fs.readFileSync(path.join(ROOT, 'build-config/performance-budgets.json'), 'utf8')) as {
  javascriptKB: Record<string, number>;
  lighthouseMobile: { score: number; lcpMs: number; cls: number };
  roundTripsToFirstPoster: number;
  scriptRequests: PerRoute;
  chainDepth: PerRoute;
};

const LIGHTHOUSE_ROUTES = SHORT_LIGHTHOUSE_ROUTES;

const APPS = LISTED_APPS.map((app) => ({ workspace: app.package, dir: app.dir }));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const isPoster = (request: RecordedRequest) => request.type === 'Image' && /\/posters\//.test(request.url);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function measureBuilds(): void {
  console.log('Production build time from scratch (each app alone, sequential):');
  let total = 0;
  for (const { workspace, dir } of APPS) {
    fs.rmSync(path.join(ROOT, dir, 'dist'), { recursive: true, force: true });
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
    const seconds = (performance.now() - started) / 1000;
    total += seconds;
    console.log(`  ${workspace.padEnd(22)} ${seconds.toFixed(1)} s`);
  }
  console.log(`  ${'total'.padEnd(22)} ${total.toFixed(1)} s\n`);
}

/** Builds what `npm start` would find stale, without its start-up timeout (builds are slow on a busy machine). */
function buildStale(): void {
  const list = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { APPS } from './scripts/lib/apps.mjs'; import { needsBuild } from './scripts/lib/staleness.mjs'; console.log(APPS.filter(needsBuild).map((app) => app.workspace).join(' '));",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const stale = list.stdout.trim().split(/\s+/).filter(Boolean);
  if (stale.length === 0) return;
  console.log(`Building ${stale.join(', ')}…`);
  const scopes = stale.flatMap((workspace) => ['--scope', workspace]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--stream', ...scopes], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('build failed: run `npm run build` to see why');
  console.log('');
}

function printRoutes(figures: Map<string, RouteFigures>, routes: typeof ROUTES): void {
  console.log('Cold cache at phone width, each route loaded directly (bytes on the wire incl. headers, 1 KB = 1024 B;');
  console.log(
    `scripts: script requests, at most ${budgetFor(BUDGETS.scriptRequests, '*')}; chain: deepest script request chain from the HTML, at most ${budgetFor(BUDGETS.chainDepth, '*')}; route budgets in build-config/performance-budgets.json):`,
  );
  console.log(
    `  ${'route'.padEnd(26)} ${'JS KB'.padStart(8)} ${'budget'.padStart(7)} ${'CSS KB'.padStart(7)} ${'scripts'.padStart(8)} ${'chain'.padStart(6)} ${'requests'.padStart(9)}`,
  );
  for (const { path: route, budgetKey } of routes) {
    const result = figures.get(route)!;
    const budget = budgetFor(BUDGETS.javascriptKB, budgetKey);
    const over =
      result.jsBytes / 1024 > budget ||
      result.jsRequests > budgetFor(BUDGETS.scriptRequests, budgetKey) ||
      result.chainDepth > budgetFor(BUDGETS.chainDepth, budgetKey)
        ? '  OVER'
        : '';
    console.log(
      `  ${route.padEnd(26)} ${kb(result.jsBytes).padStart(8)} ${String(budget).padStart(7)} ${kb(result.cssBytes).padStart(7)} ${String(result.jsRequests).padStart(8)} ${String(result.chainDepth).padStart(6)} ${String(result.requests).padStart(9)}${over}`,
    );
  }
  console.log('');
}

function printCriticalPath({ requestList: requests, htmlUrls }: RouteFigures): void {
  const pathToPoster = criticalPathTo(requests, htmlUrls, isPoster);
  if (!pathToPoster) {
    console.log('Round-trips to the first poster on /: no poster image was requested.\n');
    return;
  }
  const origin = new URL(requests[0]!.url).origin;
  const shortUrl = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  console.log(
    `Sequential round-trips from the HTML to the first poster on /: ${pathToPoster.depth} (budget ${BUDGETS.roundTripsToFirstPoster}; HTML = 1, poster included)`,
  );
  pathToPoster.chain.forEach((request, index) =>
    console.log(`  ${String(index + 1).padStart(2)}. ${request.type.padEnd(10)} ${shortUrl(request.url)}`),
  );
  // A preload the page did not use shows up as the same URL fetched twice over the network.
  const fetched = new Map<string, number>();
  for (const request of requests)
    if (!request.fromCache && !request.failed) fetched.set(request.url, (fetched.get(request.url) ?? 0) + 1);
  const twice = [...fetched].filter(([, count]) => count > 1).map(([url]) => shortUrl(url));
  console.log(
    `  fetched twice over the network (a preload not used): ${twice.length === 0 ? 'none' : twice.join(', ')}`,
  );
  console.log('');
}

/**
 * Shared packages for which the federation runtime loaded more than one copy. The share scope is read
 * through the accessor the page's runtime core exports (`helpers.share.getGlobalShareScope()` of the
 * core that build-config/federation-runtime.js puts on the page), not through the global it keeps it in.
 */
async function sharedPackagesLoadedTwice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Shared = { loaded?: boolean; lib?: unknown; from?: string };
    type ShareScopes = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const core = (
      globalThis as unknown as {
        _FEDERATION_RUNTIME_CORE?: { helpers?: { share?: { getGlobalShareScope?: () => ShareScopes } } };
      }
    )._FEDERATION_RUNTIME_CORE;
    const shareScope = core?.helpers?.share?.getGlobalShareScope;
    if (!shareScope) throw new Error('The page has no Module Federation runtime core to read the share scope from');
    const shareScopes = shareScope();
    const copies = new Map<string, Set<string>>();
    for (const scopes of Object.values(shareScopes)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            if (shared.loaded || typeof shared.lib === 'function') {
              const set = copies.get(name) ?? new Set<string>();
              set.add(`${version} from ${shared.from ?? '?'}`);
              copies.set(name, set);
            }
          }
        }
      }
    }
    return [...copies].filter(([, set]) => set.size > 1).map(([name, set]) => `${name} (${[...set].join(', ')})`);
  });
}

async function navigationDuplicates(browser: Browser, shellUrl: string): Promise<void> {
  console.log('Navigating from / through every route in one tab (client-side): second copies of code');
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const recorder = await NetworkRecorder.attach(page);
    await page.goto(`${shellUrl}/`);
    await page.getByTestId('movie-card').first().waitFor({ timeout: 30_000 });
    await settle(page);
    const scripts = new Map<string, string>();
    const collect = async () => {
      for (const request of recorder.requests()) {
        if (request.type !== 'Script' || request.fromCache || scripts.has(request.url)) continue;
        const body = await recorder.bodyOf(request);
        if (body !== null) scripts.set(request.url, body);
      }
    };
    await collect();
    let reported = new Set<string>();
    const describe = async (label: string) => {
      const duplicates = findDuplicateCode(scripts);
      const fresh = duplicates.filter((duplicate) => !reported.has(duplicate.excerpt));
      const twice = await sharedPackagesLoadedTwice(page);
      const bytes = fresh.reduce((total, duplicate) => total + duplicate.bytes, 0);
      const verdict =
        fresh.length === 0 && twice.length === 0
          ? 'none'
          : `${fresh.length} function(s), ${kb(bytes)} KB minified${twice.length ? `; shared loaded twice: ${twice.join('; ')}` : ''}`;
      console.log(`  ${label.padEnd(26)} ${verdict}`);
      for (const duplicate of fresh.slice(0, 3)) {
        const files = duplicate.files.map((url) => new URL(url).host + new URL(url).pathname).join(' + ');
        console.log(`      ${kb(duplicate.bytes)} KB in ${files}: ${duplicate.excerpt.slice(0, 60)}…`);
      }
      reported = new Set(duplicates.map((duplicate) => duplicate.excerpt));
    };
    await describe('/ (first load)');
    for (const { path: route } of ROUTES.slice(1)) {
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await settle(page);
      await collect();
      await describe(`→ ${route}`);
    }
    console.log('');
  } finally {
    await context.close();
  }
}

async function lighthouse(shellUrl: string, runs: number, routes: LighthouseRoute[]): Promise<void> {
  const { score, lcpMs, cls } = BUDGETS.lighthouseMobile;
  console.log(
    `Lighthouse 13 mobile (simulated throttling), median of ${runs} per metric (budget: score ≥ ${score}, LCP ≤ ${lcpMs} ms, CLS ≤ ${cls}):`,
  );
  console.log(
    `  ${'route'.padEnd(26)} ${'score'.padStart(6)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(6)}   runs`,
  );
  for (const { route, prepare } of routes) {
    const results: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await lighthouseMobile(`${shellUrl}${route}`, prepare));
    const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
    console.log(
      `  ${route.padEnd(26)} ${pick('score').toFixed(2).padStart(6)} ${pick('lcpMs').toFixed(0).padStart(8)} ${pick('tbtMs').toFixed(0).padStart(8)} ${pick('cls').toFixed(3).padStart(6)}   ${results.map((result) => result.score.toFixed(2)).join(' / ')}`,
    );
  }
  console.log('');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--build-times')) measureBuilds();
  const lighthouseRuns = Number(args.find((arg) => arg.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3);
  buildStale();
  const site = await startSite(LIGHTHOUSE_SITE_ENV);
  const browser = await launchBrowser();
  try {
    const figures = new Map<string, RouteFigures>();
    const routes = selectedRoutes(args);
    for (const route of routes) figures.set(route.path, await coldLoad(browser, site.shellUrl, route));
    printRoutes(figures, routes);
    if (args.some((arg) => arg.startsWith('--only='))) return;
    printCriticalPath(figures.get('/')!);
    await navigationDuplicates(browser, site.shellUrl);
    await printSlowLinks(browser, site.shellUrl, ['/movies/1']);
    if (!args.includes('--no-lighthouse')) {
      const routes = args.includes('--lighthouse=all')
        ? await allLighthouseRoutes(site.shellUrl, site.apiUrl)
        : LIGHTHOUSE_ROUTES.map((route) => ({ route }));
      await lighthouse(site.shellUrl, lighthouseRuns, routes);
    }
    if (!args.includes('--no-journey')) await benchJourney(site.shellUrl, site.apiUrl);
    await measureInp(browser, site);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
