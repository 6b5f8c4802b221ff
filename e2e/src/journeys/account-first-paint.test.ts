import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, viewportScreenshot } from '../harness/browser.js';
import { demoToken } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';

/**
 * The account pages' first paints in Chromium: what the HTML paints for a signed-in customer (the account remote's
 * scripts held back, so the paint stays alone), the page's own loading state in exactly the same boxes (the API held
 * back, so the page stays as it starts), and nothing painted for a visitor without a session. Screenshots of each
 * (e2e/screenshots/account-paint-*.png) at a phone's and a laptop's width.
 */

/** Each page, and pairs of what its paint draws (`paint`) and what the page draws in that place (`page`). */
const PAGES = [
  {
    route: '/info',
    boxes: [
      { paint: '.rt-fpa-panel', page: '.rt-ac-panel' },
      { paint: '.rt-fpa-badge', page: '.rt-ac-profile-skel__badge' },
      { paint: '.rt-fpa-name', page: '.rt-ac-profile-skel__name' },
      { paint: '.rt-fpa-panel-title', page: '.rt-ac-panel__title' },
      { paint: '.rt-fpa-field-label', page: '.rt-ac-field__label' },
      { paint: '.rt-fpa-field-box', page: '.rt-ac-field__control' },
      { paint: '.rt-fpa-field-hint', page: '.rt-ac-field__helper' },
      { paint: '.rt-fpa-setting', page: '.rt-ac-profile-skel__setting' },
    ],
  },
  {
    route: '/my-bookings',
    boxes: [
      { paint: '.rt-fpa-heading', page: '.rt-ac-title__heading' },
      { paint: '.rt-fpa-card', page: '.rt-ac-skel__card' },
    ],
  },
  {
    route: '/favorite',
    boxes: [
      { paint: '.rt-fpa-heading', page: '.rt-ac-title__heading' },
      { paint: '.rt-fpa-movie', page: '.rt-card--skeleton' },
      { paint: '.rt-fpa-movie-line', page: '.rt-card__line' },
    ],
  },
];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

type Box = { x: number; y: number; width: number; height: number };

/** The page-relative boxes of every element `selector` matches. */
const boxesOf = (page: Page, selector: string): Promise<Box[]> =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + window.scrollX, y: y + window.scrollY, width, height };
    }),
  );

describe('The account pages painted from the HTML', () => {
  let site: RunningSite;
  let browser: Browser;
  let token: string;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    token = await demoToken(site.apiUrl);
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** A tab at `viewport`, signed in as the demo customer when `signedIn`, with `hold` requests never answered. */
  async function tab(viewport: { width: number; height: number }, signedIn: boolean, hold: string[]) {
    const context: BrowserContext = await browser.newContext({ viewport });
    if (signedIn) await context.addInitScript((value) => window.localStorage.setItem('JWT_TOKEN', value), token);
    // Never answered: what waits on them stays as it starts.
    for (const origin of hold) await context.route(`${origin}/**`, () => undefined);
    return { context, page: await context.newPage() };
  }

  for (const viewport of WIDTHS) {
    for (const { route, boxes } of PAGES) {
      test(`${route} at ${viewport.width} px: the paint lies in the boxes the page starts with`, async () => {
        const name = `${route.slice(1)}-${viewport.width}`;
        // The paint alone: the account remote's files never arrive.
        const painted = await tab(viewport, true, [site.remoteOrigins.account]);
        await painted.page.goto(`${site.shellUrl}${route}`, { waitUntil: 'domcontentloaded' });
        await painted.page.locator('#rt-first-paint').waitFor({ state: 'visible' });
        await viewportScreenshot(painted.page, `account-paint-${name}-paint`);
        const paintBoxes = await Promise.all(boxes.map(({ paint }) => boxesOf(painted.page, paint)));
        await painted.context.close();

        // The page as it starts: its data never arrives (the API, and the site's own path to it).
        const loading = await tab(viewport, true, [site.apiUrl, `${site.shellUrl}/_api`]);
        await loading.page.goto(`${site.shellUrl}${route}`);
        await loading.page.locator('.rt-ac-page').waitFor();
        await loading.page.locator('#rt-first-paint').waitFor({ state: 'detached', timeout: 15_000 });
        await viewportScreenshot(loading.page, `account-paint-${name}-page`);
        for (const [index, { paint, page }] of boxes.entries()) {
          const pageBoxes = await boxesOf(loading.page, page);
          assert.equal(pageBoxes.length, paintBoxes[index]!.length, `${paint} ↔ ${page}: as many`);
          for (const [at, box] of pageBoxes.entries()) {
            const drawn = paintBoxes[index]![at]!;
            for (const side of ['x', 'y', 'width', 'height'] as const)
              assert.ok(
                Math.abs(box[side] - drawn[side]) <= 1,
                `${paint} ↔ ${page} #${at} ${side}: page ${box[side]}, paint ${drawn[side]}`,
              );
          }
        }
        await loading.context.close();
      });
    }
  }

  test('a visitor without a session is never shown a paint, only the page’s login panel', async () => {
    for (const { route } of PAGES) {
      const { context, page } = await tab(WIDTHS[0]!, false, [site.remoteOrigins.account]);
      const response = await page.goto(`${site.shellUrl}${route}`, { waitUntil: 'domcontentloaded' });
      assert.ok((await response!.text()).includes('<div id="rt-first-paint">'), `${route}: the HTML carries it`);
      assert.equal(await page.locator('html').getAttribute('data-rt-first-paint-off'), '');
      // Never drawn, and gone once the document is read, so it holds nothing back (the site's footer).
      assert.equal(await page.locator('#rt-first-paint').count(), 0, `${route}: not shown`);
      await context.close();

      const visitor = await tab(WIDTHS[0]!, false, []);
      await visitor.page.goto(`${site.shellUrl}${route}`);
      await visitor.page.locator('.rt-ac-login').waitFor();
      assert.equal(await visitor.page.locator('#rt-first-paint').isVisible(), false, `${route}: login panel alone`);
      assert.ok(await visitor.page.locator('footer.rt-footer').isVisible(), `${route}: the site's footer below it`);
      await visitor.context.close();
    }
  });
});
