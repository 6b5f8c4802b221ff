import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.js';
import { logInAsDemo } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';

/**
 * Seats a customer gives up go back to everyone at once: after "Yes, Leave" on the payment page, after
 * leaving it without that dialog (the browser's Back button, a header link), and after closing the tab or
 * reloading it (the browser's leave prompt accepted), another client's seat map
 * (anonymous, straight from the API) shows them AVAILABLE — not after the 10-minute hold. The time from
 * leaving until then is printed.
 */
const RELEASED_WITHIN_MS = 5_000;
const DESKTOP = { width: 1366, height: 768 };

interface Seat {
  seatNumber: string;
  status: string;
}

describe('Seats held in a browser are released when the customer leaves', () => {
  let site: RunningSite;
  let browser: Browser;
  let movieId: number;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    const recent = (await (await fetch(`${site.apiUrl}/movies/recent`)).json()) as { id: number }[];
    movieId = recent[0]!.id;
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** The seat map as an anonymous visitor gets it from the API. */
  async function statuses(slotId: number, seatNumbers: string[]): Promise<string[]> {
    const seats = (await (await fetch(`${site.apiUrl}/api/seats/slot/${slotId}`)).json()) as Seat[];
    return seatNumbers.map((seatNumber) => seats.find((seat) => seat.seatNumber === seatNumber)?.status ?? 'missing');
  }

  /** Polls the anonymous seat map until the seats read AVAILABLE; resolves with the milliseconds it took. */
  async function availableAgain(slotId: number, seatNumbers: string[], since: number): Promise<number> {
    for (;;) {
      const now = await statuses(slotId, seatNumbers);
      if (now.every((status) => status === 'AVAILABLE')) return Date.now() - since;
      if (Date.now() - since > RELEASED_WITHIN_MS)
        assert.fail(`seats ${seatNumbers.join(', ')} still ${now.join(', ')} ${RELEASED_WITHIN_MS} ms after leaving`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function loggedInPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logInAsDemo(page, site.shellUrl);
    return { context, page };
  }

  /** Movie → a showtime → two free seats → Proceed to Payment; resolves with the hold, on /payment. */
  async function holdTwoSeats(page: Page): Promise<{ slotId: number; seatNumbers: string[] }> {
    await page.goto(`${site.shellUrl}/movies/${movieId}`);
    await page
      .getByRole('group', { name: /^Showtimes at / })
      .first()
      .getByRole('button')
      .last()
      .click();
    await page.waitForURL(new RegExp(`/movies/${movieId}/seat-selection(\\?show=\\d+)?$`));
    const free = page.getByRole('button', { name: /^Seat \w+, .+, available$/ });
    await free.first().waitFor({ timeout: 15_000 });
    await free.nth(0).click();
    await free.nth(0).click();
    const held = page.waitForResponse((response) => response.url().endsWith('/api/bookings/select-seats'));
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const hold = (await (await held).json()) as { slotId: number; seatNumbers: string[] };
    await page.waitForURL(/\/payment$/);
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 15_000 });
    assert.deepEqual(
      await statuses(hold.slotId, hold.seatNumbers),
      ['HELD', 'HELD'],
      'another client sees the seats held',
    );
    return hold;
  }

  test('"Yes, Leave" on the payment page frees the seats for everyone at once', async () => {
    const { context, page } = await loggedInPage();
    const hold = await holdTwoSeats(page);

    await page.getByRole('button', { name: 'Back to seat selection' }).click();
    const released = page.waitForResponse((response) => response.url().includes('/api/bookings/hold?slotId='));
    const since = Date.now();
    await page.getByRole('dialog', { name: 'Leave Payment?' }).getByRole('button', { name: 'Yes, Leave' }).click();
    assert.equal((await released).status(), 204);
    const elapsed = await availableAgain(hold.slotId, hold.seatNumbers, since);
    console.log(
      `ℹ hold-release "Yes, Leave": seats ${hold.seatNumbers.join(', ')} AVAILABLE to another client ${elapsed} ms after the click`,
    );
    await page.waitForURL(new RegExp(`/movies/${movieId}/seat-selection(\\?show=\\d+)?$`));
    await context.close();
  });

  test('the browser Back button from payment frees the seats, and seat selection holds them again on Proceed', async () => {
    const { context, page } = await loggedInPage();
    const hold = await holdTwoSeats(page);

    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const released = page.waitForResponse((response) => response.url().includes('/api/bookings/hold?slotId='));
    const since = Date.now();
    await page.goBack();
    await page.waitForURL(new RegExp(`/movies/${movieId}/seat-selection(\\?show=\\d+)?$`));
    assert.equal((await released).status(), 204);
    const elapsed = await availableAgain(hold.slotId, hold.seatNumbers, since);
    console.log(
      `ℹ hold-release browser Back: seats ${hold.seatNumbers.join(', ')} AVAILABLE to another client ${elapsed} ms after Back`,
    );
    assert.equal(dialogs, 0, 'no prompt on browser Back');
    assert.equal(await page.getByRole('dialog', { name: 'Leave Payment?' }).count(), 0);

    // Seat selection starts afresh: the customer's seats are selectable again, and Proceed holds them again.
    for (const seatNumber of hold.seatNumbers) {
      const seat = page.getByRole('button', { name: new RegExp(`^Seat ${seatNumber}, .+, available$`) });
      await seat.waitFor({ timeout: 15_000 });
      await seat.click();
    }
    const heldAgain = page.waitForResponse((response) => response.url().endsWith('/api/bookings/select-seats'));
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    assert.ok((await heldAgain).ok(), 'the seats are held again');
    await page.waitForURL(/\/payment$/);
    assert.deepEqual(
      await statuses(hold.slotId, hold.seatNumbers),
      ['HELD', 'HELD'],
      'another client sees them held again',
    );
    await context.close();
  });

  test('a header link from payment frees the seats for everyone at once, without a dialog', async () => {
    const { context, page } = await loggedInPage();
    const hold = await holdTwoSeats(page);

    const released = page.waitForResponse((response) => response.url().includes('/api/bookings/hold?slotId='));
    const since = Date.now();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies' }).click();
    await page.waitForURL(/\/movies$/);
    assert.equal((await released).status(), 204);
    const elapsed = await availableAgain(hold.slotId, hold.seatNumbers, since);
    console.log(
      `ℹ hold-release header link: seats ${hold.seatNumbers.join(', ')} AVAILABLE to another client ${elapsed} ms after the click`,
    );
    assert.equal(await page.getByRole('dialog', { name: 'Leave Payment?' }).count(), 0);
    await context.close();
  });

  test('closing the payment tab (leave prompt accepted) frees the seats: the page’s last request releases them', async () => {
    const { context, page } = await loggedInPage();
    const hold = await holdTwoSeats(page);

    let prompt = '';
    page.once('dialog', (dialog) => {
      prompt = dialog.type();
      void dialog.accept();
    });
    const since = Date.now();
    await page.close({ runBeforeUnload: true });
    await page.waitForEvent('close');
    assert.equal(prompt, 'beforeunload', 'the browser asked before leaving the payment');
    const elapsed = await availableAgain(hold.slotId, hold.seatNumbers, since);
    console.log(`ℹ hold-release closing the tab: seats AVAILABLE to another client ${elapsed} ms after the close`);
    await context.close();
  });

  test('reloading the payment page (leave prompt accepted) cancels the booking and frees the seats', async () => {
    const { context, page } = await loggedInPage();
    const hold = await holdTwoSeats(page);

    page.once('dialog', (dialog) => void dialog.accept());
    const since = Date.now();
    await page.reload();
    const elapsed = await availableAgain(hold.slotId, hold.seatNumbers, since);
    console.log(`ℹ hold-release reload: seats AVAILABLE to another client ${elapsed} ms after the reload`);
    await page.getByText('Transaction cancelled due to page refresh. Please start over.').waitFor();
    await context.close();
  });
});
