/**
 * Moving between booking steps on a phone with a fast network and 4× CPU: a logged-in customer on a movie page
 * (reached client-side from `/`) points at a showtime, reads for a moment, taps it; picks two seats, reads the
 * summary, taps Proceed. Per step it prints the time from the tap to the next page's content (the first free seat;
 * the Pay button), the requests the tap still had to make (code and data not fetched ahead while the customer
 * read) and the main thread's long-frame time during the step (script; style and layout), median of the runs,
 * against `stepNavigationMs` of `build-config/performance-budgets.json`.
 *
 * Run alone with `npm run bench:steps -w e2e` (`--runs=N`, default 3; `--think=ms`, default 2000; `--frames`
 * prints the long frames of each step's slowest run).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.js';
import { demoToken } from '../harness/demoUser.js';
import { ROOT, startSite } from '../harness/site.js';
import { describeFrames, framesBetween, observeLongFrames, type LongFrame } from './longFrames.js';
import { NetworkRecorder, type RecordedRequest } from './networkRecorder.js';
import { openMovieClientSide } from './openMovieClientSide.js';
import { freeSeats, payButton, STEP_CONTENT } from './bookingSteps.js';
import { installStepClock, timeStep, type StepContent } from './stepClock.js';

const { stepNavigationMs: STEP_GOAL_MS } = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'build-config/performance-budgets.json'), 'utf8'),
) as { stepNavigationMs: number };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const TIMEOUT_MS = 60_000;
/** Where the site keeps the logged-in customer's token (shared-lib's TOKEN_STORAGE_KEY). */
const TOKEN_STORAGE_KEY = 'JWT_TOKEN';

const STEPS = ['movie → seat selection', 'seats → payment'] as const;
type StepName = (typeof STEPS)[number];

interface StepFigures {
  ms: number;
  /** Requests sent after the tap (not served from cache): what was not fetched ahead. */
  js: number;
  api: number;
  /** Long animation frames between the tap and the content. */
  scriptMs: number;
  styleAndLayoutMs: number;
  frames: LongFrame[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Times a tap until `content` is on screen, in the page's clock (stepClock.ts), with what the page fetched and
 * computed meanwhile; then checks the content as a client reads it (`ready`, by role and name).
 */
async function step(
  page: Page,
  recorder: NetworkRecorder,
  apiOrigins: string[],
  tap: () => Promise<unknown>,
  content: StepContent,
  ready: Locator,
): Promise<StepFigures> {
  const sent = recorder.requests().length;
  const pageStart = await page.evaluate(() => performance.now());
  const ms = await timeStep(page, tap, content, { timeout: TIMEOUT_MS });
  await ready.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  const frames = await framesBetween(page, pageStart, pageStart + ms);
  const fetched = recorder
    .requests()
    .slice(sent)
    .filter((request: RecordedRequest) => !request.fromCache);
  return {
    ms,
    js: fetched.filter((request) => request.type === 'Script').length,
    api: fetched.filter((request) => apiOrigins.some((origin) => request.url.startsWith(origin))).length,
    scriptMs: frames.reduce((sum, frame) => sum + frame.script, 0),
    styleAndLayoutMs: frames.reduce((sum, frame) => sum + frame.styleAndLayout, 0),
    frames,
  };
}

async function stepsOnce(
  shellUrl: string,
  apiUrl: string,
  apiOrigins: string[],
  movieId: number,
  thinkMs: number,
): Promise<Map<StepName, StepFigures>> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(PHONE);
    const token = await demoToken(apiUrl);
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    await context.addInitScript(observeLongFrames);
    await installStepClock(context);
    const page = await context.newPage();
    const recorder = await NetworkRecorder.attach(page);
    const firstShowtime = await openMovieClientSide(page, shellUrl, movieId, TIMEOUT_MS);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await recorder.session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // The customer points at a showtime and reads, then taps it.
    await firstShowtime.hover();
    await page.waitForTimeout(thinkMs);
    const toSeats = await step(
      page,
      recorder,
      apiOrigins,
      () => firstShowtime.click(),
      STEP_CONTENT.freeSeat,
      freeSeats(page).first(),
    );
    await freeSeats(page).nth(0).click();
    await freeSeats(page).nth(0).click();
    await page.waitForTimeout(thinkMs);
    const toPayment = await step(
      page,
      recorder,
      apiOrigins,
      () => page.getByRole('button', { name: 'Proceed to Payment' }).last().click(),
      STEP_CONTENT.pay,
      payButton(page),
    );
    return new Map([
      [STEPS[0], toSeats],
      [STEPS[1], toPayment],
    ]);
  } finally {
    await browser.close();
  }
}

/** Measures and prints the client-side steps on a running site. */
export async function benchStepNavigation(
  shellUrl: string,
  apiUrl: string,
  { runs = 3, thinkMs = 2_000, showFrames = false } = {},
): Promise<void> {
  const { apiBaseUrl } = (await (await fetch(`${shellUrl}/app-config.json`)).json()) as { apiBaseUrl: string };
  const apiOrigins = [...new Set([`${new URL(apiUrl).origin}/`, `${apiBaseUrl.replace(/\/+$/, '')}/`])];
  const recent = (await (await fetch(`${apiUrl}/movies/recent`)).json()) as { id: number }[];
  const results: Map<StepName, StepFigures>[] = [];
  for (let run = 0; run < runs; run += 1)
    results.push(await stepsOnce(shellUrl, apiUrl, apiOrigins, recent[0]!.id, thinkMs));

  console.log(
    `Client-side steps, logged in, 390 px phone, ${CPU_SLOWDOWN}× CPU, unthrottled network, ${thinkMs} ms of reading before each tap, median of ${runs} (goal ≤ ${STEP_GOAL_MS} ms):`,
  );
  console.log(
    `  ${'step'.padEnd(24)} ${'ms'.padStart(6)} ${'JS'.padStart(4)} ${'API'.padStart(4)} ${'script'.padStart(7)} ${'style'.padStart(6)}   runs`,
  );
  for (const name of STEPS) {
    const figures = results.map((run) => run.get(name)!);
    const pick = (key: 'ms' | 'js' | 'api' | 'scriptMs' | 'styleAndLayoutMs') =>
      median(figures.map((figure) => figure[key]));
    const over = pick('ms') > STEP_GOAL_MS ? '  OVER' : '';
    console.log(
      `  ${name.padEnd(24)} ${pick('ms').toFixed(0).padStart(6)} ${String(pick('js')).padStart(4)} ${String(pick('api')).padStart(4)} ${pick('scriptMs').toFixed(0).padStart(7)} ${pick('styleAndLayoutMs').toFixed(0).padStart(6)}   ${figures.map((figure) => figure.ms.toFixed(0)).join(' / ')}${over}`,
    );
    if (!showFrames) continue;
    const slowest = figures.reduce((a, b) => (b.ms > a.ms ? b : a));
    for (const line of describeFrames(slowest.frames)) console.log(`      ${line}`);
  }
  console.log('');
}

async function main(): Promise<void> {
  const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const site = await startSite();
  try {
    await benchStepNavigation(site.shellUrl, site.apiUrl, {
      runs: Number(flag('runs') ?? 3),
      thinkMs: Number(flag('think') ?? 2_000),
      showFrames: process.argv.includes('--frames'),
    });
  } finally {
    await site.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
