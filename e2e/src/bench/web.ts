/**
 * `npm run bench:web`: production build time per app, then for `/` and `/movies` on a
 * cold cache: gzip JS and CSS bytes transferred, request count and time to the first
 * movie card, in headless Chromium. `--skip-build` measures the current build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../harness/browser.js';
import { ROOT, startSite } from '../harness/site.js';

const RUNS = 3;
const APPS = [
  { workspace: '@reeltime/mf-catalog', dir: 'mf-catalog' },
  { workspace: '@reeltime/mf-booking', dir: 'mf-booking' },
  { workspace: '@reeltime/mf-account', dir: 'mf-account' },
  { workspace: '@reeltime/shell', dir: 'shell' },
  { workspace: '@reeltime/api', dir: 'api' },
];

interface PageFigures {
  jsBytes: number;
  cssBytes: number;
  requests: number;
  firstCardMs: number;
}

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

async function measurePage(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const figures = { jsBytes: 0, cssBytes: 0, requests: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    figures.requests += 1;
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        if (type === 'script') figures.jsBytes += responseBodySize;
        else figures.cssBytes += responseBodySize;
      }),
    );
  });
  await page.goto(url);
  await page.getByTestId('movie-card').first().waitFor({ timeout: 30_000 });
  const firstCardMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { ...figures, firstCardMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!process.argv.includes('--skip-build')) measureBuilds();
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    console.log(`Cold-cache page loads, median of ${RUNS} (bytes as transferred, gzip):`);
    console.log(`  ${'page'.padEnd(10)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)} ${'requests'.padStart(9)} ${'first card'.padStart(11)}`);
    for (const route of ['/', '/movies']) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measurePage(browser, `${site.shellUrl}${route}`));
      const pick = (key: keyof PageFigures) => median(runs.map((figures) => figures[key]));
      console.log(
        `  ${route.padEnd(10)} ${kb(pick('jsBytes')).padStart(10)} ${kb(pick('cssBytes')).padStart(10)} ${String(pick('requests')).padStart(9)} ${`${pick('firstCardMs').toFixed(0)} ms`.padStart(11)}`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
