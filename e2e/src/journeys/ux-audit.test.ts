import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { AUDIT_STEPS, type AuditSite, type SignedIn } from '../audit/auditSteps.js';
import { horizontalOverflow, layoutShiftScore, seriousAxeFindings, type Finding } from '../audit/pageChecks.js';
import { launchBrowser } from '../harness/browser.js';
import { demoToken } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';
import { waitUntil } from '../harness/waitUntil.js';

/**
 * Every route and dialog at three phone widths and a laptop, logged out and in, must show no horizontal
 * overflow, no serious or critical axe-core finding (at a phone width and the laptop) and a layout shift
 * (CLS) of at most 0.1 while a route loads; the figures are printed per route. The logged-out walks run
 * beside the logged-in ones, each in its own browser context, so both cores work; the walks of one state
 * run one after another (a logged-in walk holds seats as the demo customer). `E2E_SHELL_URL` +
 * `E2E_API_URL` audit an already running site instead of starting one.
 */
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 1366, height: 768 },
];
const STATES: SignedIn[] = ['logged out', 'logged in'];
const CLS_LIMIT = 0.1;
/** axe at one phone width and the laptop; AUDIT_AXE_EVERY_WIDTH=1 for all four. */
const AXE_WIDTHS =
  process.env.AUDIT_AXE_EVERY_WIDTH === '1' ? VIEWPORTS.map((viewport) => viewport.width) : [390, 1366];

interface Row {
  step: string;
  overflow: number;
  cls: number | null;
  axe: Finding[];
  axeRan: boolean;
  notes: string[];
  /** Seconds the step took: opening, measuring, closing. */
  seconds: number;
}

describe('UX audit: overflow, axe-core and layout shift on every route and dialog', () => {
  let site: RunningSite | undefined;
  let browser: Browser;
  let auditSite: AuditSite;
  let apiUrl: string;
  let token: string;

  before(async () => {
    let shellUrl = process.env.E2E_SHELL_URL;
    apiUrl = process.env.E2E_API_URL ?? '';
    if (!shellUrl || !apiUrl) {
      site = await startSite();
      shellUrl = site.shellUrl;
      apiUrl = site.apiUrl;
    }
    browser = await launchBrowser();
    const [first] = (await (await fetch(`${apiUrl}/movies/recent`)).json()) as { id: number; title: string }[];
    assert.ok(first, 'a movie with shows ahead');
    const [cinema] = (await (await fetch(`${apiUrl}/cinemas`)).json()) as { id: number }[];
    assert.ok(cinema, 'a cinema');
    auditSite = { shellUrl, movie: { id: first.id, title: first.title }, cinemaId: cinema.id };
    token = await demoToken(apiUrl);
  });

  after(async () => {
    await site?.stop();
    // Last: it fails the run on any CSP violation seen (see launchBrowser).
    await browser?.close();
  });

  async function audit(viewport: { width: number; height: number }, state: SignedIn): Promise<Row[]> {
    const phone = viewport.width < 640;
    const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });
    if (state === 'logged in')
      await context.addInitScript((jwt) => window.localStorage.setItem('JWT_TOKEN', jwt), token);
    const page: Page = await context.newPage();
    const rows: Row[] = [];
    try {
      for (const step of AUDIT_STEPS) {
        if ((step.only && step.only !== state) || (step.phoneOnly && !phone)) continue;
        const notes: string[] = [];
        const started = Date.now();
        let since: number | void = 0;
        try {
          since = await step.open(page, auditSite);
        } catch (error) {
          notes.push(`could not open: ${(error as Error).message.split('\n')[0]}`);
        }
        const { overflow, culprits } = await horizontalOverflow(page, viewport.width);
        if (overflow > 0) notes.push(`sticks out: ${culprits.join(', ')}`);
        let cls: number | null = null;
        if (step.kind === 'route') {
          const shifts = await layoutShiftScore(page, since ?? 0);
          cls = shifts.cls;
          if (cls > CLS_LIMIT) notes.push(`moved: ${shifts.movers.join(' | ')}`);
        }
        const axe = AXE_WIDTHS.includes(viewport.width) ? await seriousAxeFindings(page) : [];
        if (step.close) await step.close(page).catch(() => undefined);
        const seconds = (Date.now() - started) / 1000;
        rows.push({
          step: `${step.kind === 'dialog' ? '  ⧉ ' : ''}${step.name}`,
          overflow,
          cls,
          axe,
          axeRan: AXE_WIDTHS.includes(viewport.width),
          notes,
          seconds,
        });
      }
    } finally {
      await context.close();
    }
    return rows;
  }

  function print(label: string, rows: Row[]): void {
    const lines = rows.map((row) => {
      const axe = !row.axeRan
        ? 'axe -'
        : row.axe.length === 0
          ? 'axe ok'
          : `axe ${row.axe.map((finding) => `${finding.rule}(${finding.impact})`).join(',')}`;
      const cls = row.cls === null ? '' : `CLS ${row.cls.toFixed(3)}`;
      const details = [
        ...row.notes,
        ...row.axe.map((finding) => `${finding.rule}: ${finding.targets.join(' ; ')}`),
      ].map((note) => `\n      ${note}`);
      return `  ${row.step.padEnd(34)} overflow ${String(row.overflow).padStart(3)}px  ${cls.padEnd(10)} ${axe.padEnd(7)} ${row.seconds.toFixed(1).padStart(4)} s${details.join('')}`;
    });
    console.log(`\n[ux-audit] ${label}\n${lines.join('\n')}`);
  }

  /**
   * The walks, started together on first use: one lane per state, each lane's widths one after another.
   * Each test awaits its own walk, so every width and state still passes or fails on its own.
   */
  let walks: Map<string, Promise<Row[]>> | undefined;
  function walk(viewport: { width: number; height: number }, state: SignedIn): Promise<Row[]> {
    if (!walks) {
      walks = new Map();
      for (const laneState of STATES) {
        let lane: Promise<unknown> = Promise.resolve();
        for (const laneViewport of VIEWPORTS) {
          const rows = lane.then(() => audit(laneViewport, laneState));
          // Awaited by its test; a failure must not stop the next width of the lane.
          lane = rows.catch(() => undefined);
          walks.set(`${laneViewport.width}/${laneState}`, rows);
        }
      }
    }
    return walks.get(`${viewport.width}/${state}`)!;
  }

  test('on a touch phone the movie card keeps Book Now and Watch Trailer below the poster, not over it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${auditSite.shellUrl}/movies`);
    const card = page.getByTestId('movie-card').first();
    await card.waitFor({ timeout: 20_000 });
    const poster = (await card.locator('img').first().boundingBox())!;
    for (const name of ['Book Now', 'Watch Trailer']) {
      const button = (await card.getByRole(name === 'Book Now' ? 'link' : 'button', { name }).boundingBox())!;
      assert.ok(
        button.y >= poster.y + poster.height - 1,
        `${name} starts at ${button.y}, the poster ends at ${poster.y + poster.height}`,
      );
    }
    await context.close();
  });

  test('every route names the browser tab after what it shows', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const titles: [string, string][] = [
      ['/movies', 'All Movies | ReelTime'],
      [`/movies/${auditSite.movie.id}`, `${auditSite.movie.title} — Tickets | ReelTime`],
      ['/my-bookings', 'My Bookings | ReelTime'],
      ['/favorite', 'Favourites | ReelTime'],
      ['/privacy-policy', 'Privacy Policy | ReelTime'],
      ['/no/such/page', 'Page Not Found | ReelTime'],
    ];
    for (const [path, title] of titles) {
      await page.goto(`${auditSite.shellUrl}${path}`);
      await waitUntil(page, (expected) => document.title === expected, title, { timeout: 20_000 }).catch(
        () => undefined,
      );
      assert.equal(await page.title(), title, path);
    }
    await context.close();
  });

  test('on a phone a toast shows at the bottom, clear of the header and of the dialog title, inside the screen', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${auditSite.shellUrl}/favorite`);
    // A failed login answers with an error toast while the (full-screen) login dialog stays open.
    await page.getByRole('button', { name: 'Login to View Favorites' }).click({ timeout: 20_000 });
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email or Mobile Number').fill(`nobody-${Date.now()}@example.com`);
    await login.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    const toast = page.locator('.notistack-MuiContent').first();
    await toast.waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500);
    const box = (await toast.boundingBox())!;
    const title = (await page.getByRole('dialog').getByRole('heading', { name: 'Welcome back' }).boundingBox())!;
    const overlaps = (a: typeof box, b: typeof box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    assert.ok(!overlaps(box, title), 'the toast leaves the dialog title readable');
    assert.ok(box.y > 740 / 2, `in the bottom half (top at ${box.y})`);
    assert.ok(box.y + box.height <= 740 && box.x >= 0 && box.x + box.width <= 360, 'inside the screen');
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    for (const state of STATES) {
      const label = `${viewport.width} px, ${state}`;
      test(label, async () => {
        const rows = await walk(viewport, state);
        print(label, rows);
        const failures = rows.flatMap((row) => [
          ...(row.notes.some((note) => note.startsWith('could not open')) ? [`${row.step}: ${row.notes[0]}`] : []),
          ...(row.overflow > 0 ? [`${row.step}: ${row.overflow} px wider than the screen`] : []),
          ...(row.cls !== null && row.cls > CLS_LIMIT ? [`${row.step}: CLS ${row.cls}`] : []),
          ...row.axe.map((finding) => `${row.step}: axe ${finding.rule} (${finding.impact})`),
        ]);
        assert.deepEqual(failures, [], `${label}:\n${failures.join('\n')}`);
      });
    }
  }
});
