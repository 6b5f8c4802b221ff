/**
 * The whole booking on a phone, measured: a fresh Chromium on a throttled phone profile (DevTools "Slow 4G":
 * 562.5 ms RTT, 1.44 Mbps down, 675 kbps up; 4× CPU; 390 px, touch) books for real from typing the site's
 * address to "Payment Successful!" — home → movie → showtime → seats → Proceed → log in when asked → pay with
 * the test card. The customer's own think time is not counted: each step is timed in the page's own clock, from the
 * tap (or the navigation) to the first frame with the next step's content on screen (stepClock.ts). Per step it
 * prints the waiting time, bytes on the wire, requests (JS / API / other) and CORS preflights; medians of the runs,
 * total against the goal.
 *
 * Then the step-to-step check: client-side navigation movie → seat selection → payment at 4× CPU on an
 * unthrottled network, a logged-in customer, each next page's content against 500 ms.
 *
 * Run by `npm run bench:web`, or alone: `npm run bench:journey -w e2e` (flags: `--runs=N`, `--think=ms`;
 * `--front=h2` or `--front=http/1.1` runs the site behind an https front routing as the cluster's ingress does
 * (ingressFront.ts) instead of on the ports `npm start` opens; `--verbose` lists every request of each step).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.js';
import { DEMO, demoToken } from '../harness/demoUser.js';
import { ROOT, startSite } from '../harness/site.js';
import { TEST_CARD } from '../harness/testCard.js';
import { REMOTES } from '../harness/apps.js';
import { startIngressFront, type FrontProtocol, type IngressFront } from './ingressFront.js';
import { NetworkRecorder, type RecordedRequest } from './networkRecorder.js';
import { openMovieClientSide } from './openMovieClientSide.js';
import { freeSeats, payButton, STEP_CONTENT } from './bookingSteps.js';
import { installStepClock, timeStep, type StepContent } from './stepClock.js';

const BUDGETS = JSON.parse(fs.readFileSync(path.join(ROOT, 'build-config/performance-budgets.json'), 'utf8')) as {
  journeyWaitMs: number;
  stepNavigationMs: number;
};
/** Waiting time of the whole booking on the phone profile, and of one client-side step on a fast network. */
const GOAL_MS = BUDGETS.journeyWaitMs;
const STEP_GOAL_MS = BUDGETS.stepNavigationMs;

/** DevTools' "Slow 4G" preset (the one Lighthouse's mobile profile is calibrated against). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1_000_000) / 8,
  uploadThroughput: (675 * 1_000) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const STEP_TIMEOUT_MS = 60_000;
/** Where the site keeps the logged-in customer's token (shared-lib's TOKEN_STORAGE_KEY). */
const TOKEN_STORAGE_KEY = 'JWT_TOKEN';

const STEPS = [
  'address → home',
  'film → movie page',
  'showtime → seat map',
  'Proceed → login',
  'Login → payment',
  'Pay → success',
] as const;
type StepName = (typeof STEPS)[number];

interface StepFigures {
  waitMs: number;
  bytes: number;
  js: number;
  api: number;
  other: number;
  preflights: number;
}

/** How a run reaches the site and what it prints. */
interface RunSettings {
  apiBases: string[];
  thinkMs: number;
  /** The site is behind a front with a self-signed certificate. */
  ignoreHttpsErrors: boolean;
  verbose: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Chromium reports each CORS preflight as its own request of type Preflight (an OPTIONS). */
const isPreflight = (request: RecordedRequest, methods: Map<string, string>) =>
  request.type === 'Preflight' || request.initiator.type === 'preflight' || methods.get(request.id) === 'OPTIONS';

/** A call to the API: on its own origin, or on the site's origin under the path the site forwards to it. */
function isApiCall(request: RecordedRequest, apiBases: string[]): boolean {
  return apiBases.some((base) => request.url.startsWith(base));
}

function tally(
  requests: RecordedRequest[],
  methods: Map<string, string>,
  apiBases: string[],
  waitMs: number,
): StepFigures {
  const figures: StepFigures = { waitMs, bytes: 0, js: 0, api: 0, other: 0, preflights: 0 };
  for (const request of requests) {
    if (request.fromCache) continue;
    figures.bytes += request.encodedBytes;
    if (isPreflight(request, methods)) figures.preflights += 1;
    else if (request.type === 'Script') figures.js += 1;
    else if (isApiCall(request, apiBases)) figures.api += 1;
    else figures.other += 1;
  }
  return figures;
}

/**
 * Times one step in the page's own clock, from the tap (or the navigation) to the first frame `content` is on screen
 * (stepClock.ts); then checks that content as a client reads it, by role and name.
 */
async function timed(
  page: Page,
  action: () => Promise<unknown>,
  content: StepContent,
  ready: Locator,
  { byAddress = false } = {},
): Promise<number> {
  const waitMs = await timeStep(page, action, content, { byAddress, timeout: STEP_TIMEOUT_MS });
  await ready.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  return waitMs;
}

async function throttle(session: CDPSession, network: boolean): Promise<void> {
  if (network) await session.send('Network.emulateNetworkConditions', SLOW_4G);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Request methods by id (the recorder keeps URLs and types; a preflight is told by its OPTIONS). */
function watchMethods(session: CDPSession): Map<string, string> {
  const methods = new Map<string, string>();
  session.on('Network.requestWillBeSent', (event: { requestId: string; request: { method: string } }) => {
    methods.set(event.requestId, event.request.method);
  });
  return methods;
}

async function pickTwoSeats(page: Page): Promise<void> {
  await freeSeats(page).nth(0).click();
  await freeSeats(page).nth(0).click(); // the first one is now "selected": the next free seat moved up
}

/** Every request of a step: when it was sent and answered (s from the step's start), its kind, bytes and URL. */
function printRequests(
  name: StepName,
  startedAt: number,
  waitMs: number,
  requests: RecordedRequest[],
  methods: Map<string, string>,
): void {
  console.log(`  ${name} (${seconds(waitMs)}):`);
  for (const request of requests) {
    const sent = request.sentAt + request.wallOffset - startedAt;
    const done =
      request.finishedAt === null
        ? '   …  '
        : (request.finishedAt + request.wallOffset - startedAt).toFixed(2).padStart(6);
    const how = request.fromCache ? 'cache' : (request.protocol ?? '-');
    const url = new URL(request.url);
    console.log(
      `    ${sent.toFixed(2).padStart(6)} → ${done}  ${(methods.get(request.id) ?? 'GET').padEnd(7)} ${request.type.padEnd(10)} ${how.padEnd(8)} ${(request.encodedBytes / 1024).toFixed(1).padStart(6)} KB  ${url.host}${url.pathname}${url.search}`.slice(
        0,
        200,
      ),
    );
  }
}

/** One booking in a fresh browser on the phone profile; the figures of each step. */
async function bookOnce(shellUrl: string, settings: RunSettings): Promise<Map<StepName, StepFigures>> {
  const { apiBases, thinkMs } = settings;
  const browser: Browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: settings.ignoreHttpsErrors });
    await installStepClock(context);
    const page = await context.newPage();
    const recorder = await NetworkRecorder.attach(page);
    const methods = watchMethods(recorder.session);
    await throttle(recorder.session, true);
    const marks: { step: StepName; from: number; waitMs: number; startedAt: number }[] = [];
    const step = async (
      name: StepName,
      action: () => Promise<unknown>,
      content: StepContent,
      ready: Locator,
      byAddress = false,
    ) => {
      const from = recorder.requests().length;
      const startedAt = Date.now() / 1000;
      marks.push({ step: name, from, startedAt, waitMs: await timed(page, action, content, ready, { byAddress }) });
      // The customer reads (not counted): what the site fetches meanwhile belongs to this step.
      if (thinkMs > 0) await page.waitForTimeout(thinkMs);
    };

    const nowShowing = page
      .getByTestId('movie-card')
      .filter({ has: page.getByRole('link', { name: 'Book Now' }) })
      .first();
    await step(
      STEPS[0],
      () => page.goto(shellUrl, { waitUntil: 'commit' }),
      STEP_CONTENT.home,
      nowShowing.getByRole('link', { name: 'Book Now' }),
      true,
    );
    const firstShowtime = page
      .getByRole('group', { name: /^Showtimes at / })
      .first()
      .getByRole('button')
      .first();
    await step(
      STEPS[1],
      () => nowShowing.getByRole('link', { name: 'Book Now' }).click(),
      STEP_CONTENT.showtime,
      firstShowtime,
    );
    await step(STEPS[2], () => firstShowtime.click(), STEP_CONTENT.freeSeat, freeSeats(page).first());
    await pickTwoSeats(page);
    const login = page.getByRole('form', { name: 'Login' });
    await step(
      STEPS[3],
      () => page.getByRole('button', { name: 'Proceed to Payment' }).click(),
      STEP_CONTENT.login,
      login.getByLabel('Email or Mobile Number'),
    );
    await login.getByLabel('Email or Mobile Number').fill(DEMO.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
    // Logging in from Proceed carries on to payment by itself.
    await step(
      STEPS[4],
      () => login.getByRole('button', { name: 'Login', exact: true }).click(),
      STEP_CONTENT.pay,
      payButton(page),
    );
    await page.getByLabel('Card Number').fill(TEST_CARD.number);
    await page.getByLabel('Expiry (MM/YY)').pressSequentially(TEST_CARD.expiry.replace('/', ''));
    await page.getByLabel('CVV').fill(TEST_CARD.cvv);
    await page.getByLabel('Cardholder Name').fill(TEST_CARD.name);
    await step(
      STEPS[5],
      () => payButton(page).click(),
      STEP_CONTENT.success,
      page.getByRole('heading', { name: 'Payment Successful!' }),
    );
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

    const requests = recorder.requests();
    return new Map(
      marks.map((mark, index) => {
        const until = marks[index + 1]?.from ?? requests.length;
        const stepRequests = requests.slice(mark.from, until);
        if (settings.verbose) printRequests(mark.step, mark.startedAt, mark.waitMs, stepRequests, methods);
        return [mark.step, tally(stepRequests, methods, apiBases, mark.waitMs)];
      }),
    );
  } finally {
    await browser.close();
  }
}

/** A logged-in customer moves movie → seat selection → payment client-side; ms until each next page is usable. */
async function stepNavigationOnce(
  shellUrl: string,
  apiUrl: string,
  movieId: number,
  { thinkMs, ignoreHttpsErrors }: RunSettings,
): Promise<{ seatMapMs: number; paymentMs: number }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: ignoreHttpsErrors });
    await installStepClock(context);
    // Logged in beforehand, as a returning customer is (the token where the site keeps it).
    const token = await demoToken(apiUrl);
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    const page = await context.newPage();
    const firstShowtime = await openMovieClientSide(page, shellUrl, movieId, STEP_TIMEOUT_MS);
    const session = await context.newCDPSession(page);
    await throttle(session, false);
    // The customer reads the showtimes and touches one (hover/focus first), then picks seats and reads the summary.
    await firstShowtime.hover();
    await page.waitForTimeout(thinkMs);
    const seatMapMs = await timed(page, () => firstShowtime.click(), STEP_CONTENT.freeSeat, freeSeats(page).first());
    await pickTwoSeats(page);
    await page.waitForTimeout(thinkMs);
    const paymentMs = await timed(
      page,
      () => page.getByRole('button', { name: 'Proceed to Payment' }).click(),
      STEP_CONTENT.pay,
      payButton(page),
    );
    return { seatMapMs, paymentMs };
  } finally {
    await browser.close();
  }
}

function printJourney(runs: Map<StepName, StepFigures>[]): void {
  console.log(
    `Booking on a phone (Slow 4G ${SLOW_4G.latency} ms RTT, 1.44/0.675 Mbps, ${CPU_SLOWDOWN}× CPU, 390 px), think time not counted, median of ${runs.length}:`,
  );
  console.log(
    `  ${'step'.padEnd(22)} ${'wait'.padStart(8)} ${'KB'.padStart(7)} ${'JS'.padStart(4)} ${'API'.padStart(4)} ${'other'.padStart(6)} ${'preflight'.padStart(10)}`,
  );
  const pick = (name: StepName, key: keyof StepFigures) => median(runs.map((run) => run.get(name)![key]));
  for (const name of STEPS) {
    console.log(
      `  ${name.padEnd(22)} ${seconds(pick(name, 'waitMs')).padStart(8)} ${(pick(name, 'bytes') / 1024).toFixed(1).padStart(7)} ${String(pick(name, 'js')).padStart(4)} ${String(pick(name, 'api')).padStart(4)} ${String(pick(name, 'other')).padStart(6)} ${String(pick(name, 'preflights')).padStart(10)}`,
    );
  }
  const sum = (run: Map<StepName, StepFigures>, key: keyof StepFigures) =>
    [...run.values()].reduce((total, figures) => total + figures[key], 0);
  const totalWait = median(runs.map((run) => sum(run, 'waitMs')));
  const verdict = totalWait <= GOAL_MS ? 'within' : 'OVER';
  console.log(
    `  ${'total'.padEnd(22)} ${seconds(totalWait).padStart(8)} ${(median(runs.map((run) => sum(run, 'bytes'))) / 1024).toFixed(1).padStart(7)} ${String(median(runs.map((run) => sum(run, 'js')))).padStart(4)} ${String(median(runs.map((run) => sum(run, 'api')))).padStart(4)} ${String(median(runs.map((run) => sum(run, 'other')))).padStart(6)} ${String(median(runs.map((run) => sum(run, 'preflights')))).padStart(10)}   goal ≤ ${seconds(GOAL_MS)}: ${verdict}`,
  );
  console.log(`  runs (total wait): ${runs.map((run) => seconds(sum(run, 'waitMs'))).join(' / ')}\n`);
}

export interface JourneyOptions {
  runs?: number;
  thinkMs?: number;
  /** Lists every request of each step (when it was sent and answered, from the step's start). */
  verbose?: boolean;
  /** The site is reached through a front (`--front`) at this URL instead of `shellUrl`. */
  frontUrl?: string;
}

/** Runs the journey benchmark against a running site and prints its figures. */
export async function benchJourney(
  shellUrl: string,
  apiUrl: string,
  { runs = 3, thinkMs = 2_000, verbose = false, frontUrl }: JourneyOptions = {},
): Promise<void> {
  // The API on its own origin, or forwarded under the site's (the runtime config says which; read from the
  // shell's own server, which this process reaches without the front's certificate).
  const { apiBaseUrl } = (await (await fetch(`${shellUrl}/app-config.json`)).json()) as { apiBaseUrl: string };
  const settings: RunSettings = {
    apiBases: [...new Set([`${new URL(apiUrl).origin}/`, `${apiBaseUrl.replace(/\/+$/, '')}/`])],
    thinkMs,
    ignoreHttpsErrors: frontUrl !== undefined,
    verbose,
  };
  const siteUrl = frontUrl ?? shellUrl;
  console.log(`The site at ${siteUrl}${frontUrl ? ' (https front routing as the ingress does)' : ''}`);
  const results: Map<StepName, StepFigures>[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await bookOnce(siteUrl, settings));
  printJourney(results);

  const recent = (await (await fetch(`${apiUrl}/movies/recent`)).json()) as { id: number }[];
  const steps: { seatMapMs: number; paymentMs: number }[] = [];
  for (let run = 0; run < runs; run += 1)
    steps.push(await stepNavigationOnce(siteUrl, apiUrl, recent[0]!.id, settings));
  const seatMapMs = median(steps.map((step) => step.seatMapMs));
  const paymentMs = median(steps.map((step) => step.paymentMs));
  const mark = (ms: number) => `${ms.toFixed(0)} ms${ms <= STEP_GOAL_MS ? '' : '  OVER'}`;
  console.log(
    `Client-side steps, logged in, ${CPU_SLOWDOWN}× CPU, unthrottled network, median of ${runs} (goal ≤ ${STEP_GOAL_MS} ms each):`,
  );
  console.log(
    `  movie → seat selection  ${mark(seatMapMs)}   (${steps.map((step) => step.seatMapMs.toFixed(0)).join(' / ')})`,
  );
  console.log(
    `  seats → payment         ${mark(paymentMs)}   (${steps.map((step) => step.paymentMs.toFixed(0)).join(' / ')})\n`,
  );
}

const FRONT_PROTOCOLS: Record<string, FrontProtocol> = { h2: 'h2', 'http/1.1': 'http/1.1', h1: 'http/1.1' };

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const frontFlag = flag('front');
  if (frontFlag !== undefined && !FRONT_PROTOCOLS[frontFlag])
    throw new Error(`--front is h2 or http/1.1, not ${frontFlag}`);
  const front: IngressFront | null = frontFlag ? await startIngressFront(FRONT_PROTOCOLS[frontFlag]) : null;
  try {
    const site = await startSite(front?.siteEnv(REMOTES) ?? {});
    try {
      front?.route({ shell: site.shellUrl, api: site.apiUrl, remotes: site.remoteOrigins });
      await benchJourney(site.shellUrl, site.apiUrl, {
        runs: Number(flag('runs') ?? 3),
        thinkMs: Number(flag('think') ?? 2_000),
        verbose: args.includes('--verbose'),
        frontUrl: front?.url,
      });
    } finally {
      await site.stop();
    }
  } finally {
    await front?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
