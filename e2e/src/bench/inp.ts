/**
 * Interaction to Next Paint of the taps a customer makes, on a production build: a 390 px touch phone with
 * 4× CPU throttling (DevTools `Emulation.setCPUThrottlingRate`), real input events (`page.tap`,
 * `keyboard.type`), INP read from the Event Timing API in the page (entries grouped by `interactionId`; an
 * interaction lasts as long as its longest entry). Per kind of interaction it prints the worst one, split into
 * input delay, processing and presentation delay, as the median of the runs.
 *
 * The seat map is as large as the back office allows (1,000 seats: 20 rows of 50): the benchmark adds such a
 * screen to the first cinema and a show of the first film on it tomorrow, as a manager would.
 *
 * Run alone with `npm run bench:inp -w e2e` (`--runs=N`, default 3; `--frames` also prints, under each kind, the
 * main thread's long animation frames of its worst interaction: script and style/layout time and the longest
 * scripts); `npm run bench:web` runs it too.
 */
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.js';
import { logInAsDemo } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';
import { TEST_CARD } from '../harness/testCard.js';
import { describeFrames, framesBetween, observeLongFrames, type LongFrame } from './longFrames.js';

export const INP_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
/** 390 px wide at the pixel ratio of Lighthouse's mobile profile. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const ADMIN = { email: 'admin@reeltime.app', password: 'admin1234' };
/** The most seats the back office accepts on one screen: rows A–T, 50 seats a row. */
const ROWS = 20;
const SEATS_PER_ROW = 50;
const SHOW_TIME = '08:05';
const SHOW_TIME_LABEL = '8:05 AM';

interface Split {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** When the interaction started and painted (page time, ms). */
  start: number;
  paintedAt: number;
  /** The long animation frames of the interaction (see `longFrames.ts`). */
  frames?: LongFrame[];
}

interface EventEntry {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Collects every Event Timing entry of an interaction into `window.__interactions`. */
function observeInteractions(): void {
  const store: EventEntry[] = [];
  (window as unknown as { __interactions: EventEntry[] }).__interactions = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      const { interactionId, name, startTime, duration, processingStart, processingEnd } = entry;
      store.push({ interactionId, name, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Records the interactions a step makes under a name; the worst of each name is what counts. */
class InteractionLog {
  readonly worst = new Map<string, Split>();
  constructor(private readonly page: Page) {}

  async measure(kind: string, act: () => Promise<void>): Promise<void> {
    const before = await this.page.evaluate(
      () => (window as unknown as { __interactions?: unknown[] }).__interactions?.length ?? 0,
    );
    await act();
    // Entries are delivered after the next paint; give the throttled page time to paint and report.
    await this.page.waitForTimeout(600);
    const entries = await this.page.evaluate(
      (from) => (window as unknown as { __interactions?: EventEntry[] }).__interactions?.slice(from) ?? [],
      before,
    );
    for (const split of interactionsOf(entries)) {
      const known = this.worst.get(kind);
      if (!known || split.duration > known.duration)
        this.worst.set(kind, { ...split, frames: await framesBetween(this.page, split.start, split.paintedAt) });
    }
  }
}

/**
 * One figure per interaction from its entries (pointerdown, pointerup, click, keydown…): its duration is the
 * longest entry's; the split is that entry's frame: input delay to the first handler of the entries painted in
 * it, processing to their last handler's end, presentation from there to the paint.
 */
function interactionsOf(entries: EventEntry[]): Split[] {
  const groups = new Map<number, EventEntry[]>();
  for (const entry of entries) groups.set(entry.interactionId, [...(groups.get(entry.interactionId) ?? []), entry]);
  return [...groups.values()].map((group) => {
    const longest = group.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
    const paintedAt = longest.startTime + longest.duration;
    // Durations are rounded to 8 ms: entries ending within that of the longest one share its frame.
    const frame = group.filter((entry) => Math.abs(entry.startTime + entry.duration - paintedAt) <= 8);
    const processingStart = Math.min(...frame.map((entry) => entry.processingStart));
    const processingEnd = Math.max(...frame.map((entry) => entry.processingEnd));
    return {
      start: longest.startTime,
      paintedAt,
      duration: longest.duration,
      inputDelay: Math.max(0, processingStart - longest.startTime),
      processing: processingEnd - processingStart,
      presentation: Math.max(0, paintedAt - processingEnd),
    };
  });
}

async function json<T>(response: Response): Promise<T> {
  const body = await response.text();
  assert.ok(response.ok, `${response.url}: ${response.status} ${body}`);
  return JSON.parse(body) as T;
}

interface BigShow {
  movieId: number;
  movieTitle: string;
  cinemaName: string;
  city: string;
  showDate: string;
}

/** A screen of the largest allowed layout in the first cinema, and tomorrow's show of the first film on it. */
async function scheduleBigShow(apiUrl: string): Promise<BigShow> {
  const { token } = await json<{ token: string }>(
    await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    }),
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const cinemas = await json<{ id: number; name: string; city: string; timeZone: string }[]>(
    await fetch(`${apiUrl}/api/admin/cinemas`, { headers }),
  );
  const cinema = cinemas[0]!;
  const tierOf = (row: number) => (row < 6 ? 'Classic' : row < 14 ? 'Prime' : 'Recliner');
  const layout = {
    tiers: [
      { tier: 'Classic', pricePaise: 15_000 },
      { tier: 'Prime', pricePaise: 20_000 },
      { tier: 'Recliner', pricePaise: 30_000 },
    ],
    rows: Array.from({ length: ROWS }, (_, row) => ({
      label: String.fromCharCode(65 + row),
      tier: tierOf(row),
      seats: Array.from({ length: SEATS_PER_ROW }, (_, seat) => ({
        number: seat + 1,
        column: seat + 1,
        kind: 'standard',
      })),
    })),
  };
  const screen = await json<{ id: number }>(
    await fetch(`${apiUrl}/api/admin/cinemas/${cinema.id}/screens`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Grand Screen', layout }),
    }),
  );
  const recent = await json<{ id: number; title: string; language?: string }[]>(await fetch(`${apiUrl}/movies/recent`));
  const movie = recent[0]!;
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: cinema.timeZone });
  await json(
    await fetch(`${apiUrl}/api/admin/shows`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        movieId: movie.id,
        screenId: screen.id,
        format: '2D',
        audioLanguage: movie.language?.split(',')[0]?.trim() || 'Hindi',
        fromDate: tomorrow,
        toDate: tomorrow,
        times: [SHOW_TIME],
      }),
    }),
  );
  return { movieId: movie.id, movieTitle: movie.title, cinemaName: cinema.name, city: cinema.city, showDate: tomorrow };
}

async function throttledPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observeInteractions);
  await context.addInitScript(observeLongFrames);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** One pass over every interaction; answers the worst interaction of each kind. */
async function onePass(browser: Browser, site: RunningSite, show: BigShow, pass: number): Promise<Map<string, Split>> {
  const page = await throttledPhone(browser);
  const log = new InteractionLog(page);
  try {
    // The header's Login/Signup sits in the menu on a phone: log in on a wide window, then narrow it again.
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInAsDemo(page, site.shellUrl);
    await page.setViewportSize(PHONE.viewport);
    await page.goto(`${site.shellUrl}/movies/${show.movieId}`);
    await page.getByRole('heading', { level: 1, name: show.movieTitle }).waitFor({ timeout: 30_000 });
    await page.getByRole('group', { name: 'Show dates' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);

    await log.measure('open the trailer', async () => {
      await page.getByRole('button', { name: 'Watch Trailer' }).first().tap();
      await page.getByRole('dialog').waitFor({ timeout: 30_000 });
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 30_000 });

    await log.measure('open the share dialog', async () => {
      await page
        .getByRole('button', { name: `Share ${show.movieTitle}` })
        .first()
        .tap();
      await page.getByRole('dialog').waitFor({ timeout: 30_000 });
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 30_000 });

    for (let toggle = 0; toggle < 2; toggle += 1) {
      await log.measure('toggle a favourite', async () => {
        const heart = page
          .getByRole('button', {
            name: new RegExp(`^(Add|Remove) ${escapeRegExp(show.movieTitle)} (to|from) favourites$`),
          })
          .first();
        const was = await heart.getAttribute('aria-pressed');
        await heart.tap();
        await page.waitForFunction(
          ({ title, was: pressed }) =>
            Array.from(document.querySelectorAll('button[aria-pressed]')).some((button) =>
              button.getAttribute('aria-label')?.endsWith(`${title} ${pressed === 'true' ? 'to' : 'from'} favourites`),
            ),
          { title: show.movieTitle, was },
          { timeout: 30_000 },
        );
      });
    }

    // Two other cities, then back to the show's city.
    const cityGroup = page.getByRole('group', { name: 'City' });
    const others = (await cityGroup.getByRole('button').allTextContents())
      .map((name) => name.trim())
      .filter((name) => name !== show.city)
      .slice(0, 2);
    for (const city of [...others, show.city]) {
      await log.measure('switch the city', () => cityGroup.getByRole('button', { name: city, exact: true }).tap());
    }
    const dates = page.getByRole('group', { name: 'Show dates' }).getByRole('button');
    for (let index = 1; index < Math.min(await dates.count(), 4); index += 1) {
      await log.measure('switch the date', () => dates.nth(index).tap());
    }

    await log.measure('open search', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Search movies' }).tap();
      await page.getByRole('textbox', { name: 'Search for movies' }).waitFor({ timeout: 30_000 });
    });
    await log.measure('type in search', async () => {
      await page
        .getByRole('textbox', { name: 'Search for movies' })
        .pressSequentially('monsoon express', { delay: 120 });
      await page
        .getByRole('heading', { name: /Movies/ })
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Close search' }).first().tap();

    // Tomorrow's show on the big screen.
    const day = Number(show.showDate.slice(8, 10));
    await page
      .getByRole('group', { name: 'Show dates' })
      .getByRole('button')
      .filter({ hasText: new RegExp(`\\b${day}\\b`) })
      .first()
      .tap();
    await page
      .getByRole('group', { name: `Showtimes at ${show.cinemaName}` })
      .getByRole('button', { name: new RegExp(`^${SHOW_TIME_LABEL}`) })
      .tap();
    await page.waitForURL(/\/seat-selection(\?show=\d+)?$/, { timeout: 30_000 });
    const seat = (name: string) => page.getByRole('button', { name: new RegExp(`^Seat ${name}, `) });
    await seat('A1').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Rows M and N, a few seats apart; each pass takes other seats.
    const picks = [`M${20 + pass * 4}`, `M${21 + pass * 4}`, `N${20 + pass * 4}`, `N${21 + pass * 4}`];
    await log.measure('tap the seat map to zoom in', () => seat(picks[0]!).tap());
    await page.waitForTimeout(400);
    // The zoom buttons: one step in, one back out, so the seats are tapped at the tap's zoom.
    for (const name of ['Zoom in', 'Zoom out']) {
      await log.measure('zoom with the buttons', () => page.getByRole('button', { name, exact: true }).tap());
      await page.waitForTimeout(300);
    }
    for (const name of picks) {
      await log.measure('tap a seat', async () => {
        await seat(name).scrollIntoViewIfNeeded();
        await seat(name).tap();
        await page
          .getByRole('button', { name: new RegExp(`^Seat ${name}, .*, selected$`) })
          .waitFor({ timeout: 30_000 });
      });
    }
    await log.measure('tap a seat', async () => {
      await seat(picks[3]!).tap();
      await page
        .getByRole('button', { name: new RegExp(`^Seat ${picks[3]}, .*, available$`) })
        .waitFor({ timeout: 30_000 });
    });

    await page.getByRole('button', { name: 'Proceed to Payment' }).last().tap();
    await page.waitForURL(/\/payment$/, { timeout: 30_000 });
    const card = page.getByLabel('Card Number');
    await card.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await card.tap();
    await log.measure('type a card number', async () => {
      await card.pressSequentially(TEST_CARD.number.replace(/ /g, ''), { delay: 120 });
      assert.equal(await card.inputValue(), TEST_CARD.number);
    });
    return log.worst;
  } finally {
    await page.context().close();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ms = (value: number) => value.toFixed(0).padStart(7);

function printResults(passes: Map<string, Split>[], showFrames: boolean): void {
  const kinds = [...new Set(passes.flatMap((pass) => [...pass.keys()]))];
  console.log(
    `Interaction to Next Paint, 390 px touch phone, ${CPU_SLOWDOWN}× CPU, worst interaction of each kind, median of ${passes.length} runs (budget ≤ ${INP_BUDGET_MS} ms):`,
  );
  console.log(
    `  ${'interaction'.padEnd(28)} ${'INP ms'.padStart(7)} ${'input'.padStart(7)} ${'process'.padStart(7)} ${'present'.padStart(7)}   runs`,
  );
  for (const kind of kinds) {
    const splits = passes.map((pass) => pass.get(kind)).filter((split): split is Split => split !== undefined);
    const pick = (key: 'duration' | 'inputDelay' | 'processing' | 'presentation') =>
      median(splits.map((split) => split[key]));
    const over = pick('duration') > INP_BUDGET_MS ? '  OVER' : '';
    console.log(
      `  ${kind.padEnd(28)} ${ms(pick('duration'))} ${ms(pick('inputDelay'))} ${ms(pick('processing'))} ${ms(pick('presentation'))}   ${splits.map((split) => split.duration.toFixed(0)).join(' / ')}${over}`,
    );
    if (!showFrames) continue;
    // The main thread's long frames during the worst run's interaction of this kind.
    const worst = splits.reduce((a, b) => (b.duration > a.duration ? b : a));
    for (const line of describeFrames(worst.frames ?? [])) console.log(`      ${line}`);
  }
  console.log('');
}

/** Measures and prints INP per interaction on a running site. */
export async function measureInp(browser: Browser, site: RunningSite, runs = 3, showFrames = false): Promise<void> {
  const show = await scheduleBigShow(site.apiUrl);
  const passes: Map<string, Split>[] = [];
  for (let pass = 0; pass < runs; pass += 1) passes.push(await onePass(browser, site, show, pass));
  printResults(passes, showFrames);
}

async function main(): Promise<void> {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    await measureInp(browser, site, runs, process.argv.includes('--frames'));
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
