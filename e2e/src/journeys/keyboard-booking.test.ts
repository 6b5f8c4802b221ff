import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser.js';
import { DEMO } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';

/** README: the seeded demo user and the card that pays. */

/** What a screen reader would announce for the focused element: its accessible label and text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const label =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : '') ??
      '';
    return `${label} ${(element.textContent ?? '').trim()}`.trim();
  });
}

/** Presses Tab until the focused control's name matches, as a keyboard user moves through the page. */
async function tabTo(page: Page, name: RegExp, most = 80): Promise<string> {
  for (let press = 0; press < most; press++) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    if (name.test(current)) return current;
  }
  throw new Error(`Tab never reached ${name}; focus is on "${await focused(page)}"`);
}

describe('Booking with the keyboard alone', () => {
  let site: RunningSite;
  let browser: Browser;
  let movieId: number;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    movieId = ((await (await fetch(`${site.apiUrl}/movies/recent`)).json()) as { id: number }[])[0]!.id;
  });

  after(async () => {
    await site?.stop();
    // Last: it fails the run on any CSP violation seen (see launchBrowser).
    await browser?.close();
  });

  for (const { width, height, seatRow } of [
    { width: 1366, height: 768, seatRow: 3 },
    { width: 390, height: 844, seatRow: 5 },
  ]) {
    test(`log in, pick a showtime, choose a seat in the seat grid and pay, at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(site.shellUrl);
      await page.getByRole('heading').first().waitFor({ timeout: 15_000 });

      // Log in: on a phone through the menu drawer.
      if (width < 640) {
        await tabTo(page, /^Open menu/);
        await page.keyboard.press('Enter');
      }
      await tabTo(page, /^Login\/Signup$/);
      await page.keyboard.press('Enter');
      await tabTo(page, /^Email or Mobile Number/);
      await page.keyboard.type(DEMO.email);
      await tabTo(page, /^Password/);
      await page.keyboard.type(DEMO.password);
      await page.keyboard.press('Enter');
      // Logged in: the modal closes (the greeting is in the header on wide screens, in the drawer on phones).
      await page.getByRole('form', { name: 'Login' }).waitFor({ state: 'detached', timeout: 15_000 });

      // A showtime is a button reached by Tab; Enter opens the seat map.
      await page.goto(`${site.shellUrl}/movies/${movieId}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      await tabTo(page, /\d{1,2}:\d{2} (AM|PM)/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/seat-selection(\?show=\d+)?$/);
      await page.getByRole('grid').waitFor({ timeout: 15_000 });

      // The seat map is one tab stop; arrows move inside it and Space chooses.
      assert.match(await tabTo(page, /^(Seat|Wheelchair space|Companion seat) [A-Z]\d+, /), /available$/);
      for (let row = 0; row < seatRow; row++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      const seat = await focused(page);
      assert.match(seat, /available$/, `arrows land on a free seat: ${seat}`);
      await page.keyboard.press('Space');
      assert.match(await focused(page), /selected$/);
      const seatNumber = /([A-Z]\d+),/.exec(seat)![1];

      await tabTo(page, /^Proceed to Payment$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/payment$/);
      await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 15_000 });
      await tabTo(page, /^Card Number/);
      await page.keyboard.type('4111111111111111');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1230');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Demo User');
      await tabTo(page, /^Pay ₹/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
      assert.ok(
        await page.getByText(seatNumber, { exact: true }).first().isVisible(),
        `the confirmation lists seat ${seatNumber}`,
      );
      await screenshot(page, `keyboard-booking-${width}`);
      await context.close();
    });
  }
});
