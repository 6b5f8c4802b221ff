import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, viewportScreenshot } from '../harness/browser.js';
import { DEMO, logInAsDemo } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';

/** README: the seeded demo user and the card that pays. */
const CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Demo User' };
const REFRESH_CANCELLED = 'Transaction cancelled due to page refresh. Please start over.';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

/** The booking's confirmation e-mail, read from the API's dev outbox over HTTP as any mail client would. */
async function confirmationMail(apiUrl: string, to: string, bookingId: number): Promise<OutboxMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await (await fetch(`${apiUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];
    const mail = mails.find((candidate) => candidate.text.includes(`Booking ID: ${bookingId}\n`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no confirmation e-mail for booking ${bookingId} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface MovieWithSlots {
  id: number;
  title: string;
  slots: unknown[];
}

/** True when the whole element is inside the visible part of the page. */
async function inViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

describe('Booking a ticket in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let movie: MovieWithSlots;

  before(async () => {
    // The demo outbox: the API keeps the e-mails it sends, readable over HTTP from this machine.
    site = await startSite({ DEMO_OUTBOX: '1' });
    browser = await launchBrowser();
    const recent = (await (await fetch(`${site.apiUrl}/movies/recent`)).json()) as { id: number }[];
    movie = (await (await fetch(`${site.apiUrl}/movies/${recent[0]!.id}`)).json()) as MovieWithSlots;
    assert.ok(movie.slots.length > 0, `${movie.title} has shows ahead`);
  });

  after(async () => {
    await site?.stop();
    // Last: it fails the run on any CSP violation seen (see launchBrowser).
    await browser?.close();
  });

  async function loggedInPage(timezoneId?: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true, timezoneId });
    const page = await context.newPage();
    await logInAsDemo(page, site.shellUrl);
    return { context, page };
  }

  /** Movie → first showtime → two free seats → Proceed to Payment; resolves on /payment. */
  async function holdTwoSeats(page: Page): Promise<void> {
    await page.goto(`${site.shellUrl}/movies/${movie.id}`);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor({ timeout: 15_000 });
    await page.getByRole('group', { name: /^Showtimes at / }).first().getByRole('button').first().click();
    await page.waitForURL(new RegExp(`/movies/${movie.id}/seat-selection$`));
    const free = page.getByRole('button', { name: /^Seat \w+, .+, available$/ });
    await free.first().waitFor({ timeout: 15_000 });
    await free.nth(0).click();
    await free.nth(0).click(); // the first one is now "selected": the next free seat moved up
    assert.equal(await page.getByRole('button', { name: /, selected$/ }).count(), 2);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/payment$/);
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 15_000 });
  }

  async function payWithTestCard(page: Page): Promise<void> {
    await page.getByLabel('Card Number').fill(CARD.number);
    await page.getByLabel('Expiry (MM/YY)').pressSequentially(CARD.expiry.replace('/', ''));
    assert.equal(await page.getByLabel('Expiry (MM/YY)').inputValue(), CARD.expiry);
    await page.getByLabel('CVV').fill(CARD.cvv);
    await page.getByLabel('Cardholder Name').fill(CARD.name);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
  }

  test('the demo user books two seats, sees the ticket QR, gets the e-mail with PDF and invite, adds the show to a calendar, finds the booking in My Bookings and downloads its PDF', async () => {
    const { context, page } = await loggedInPage();
    await holdTwoSeats(page);
    const seats = await page.getByRole('region', { name: 'Booking Summary' }).getByText(/^[A-Z]\d+$/).allTextContents();
    assert.equal(seats.length, 2);

    const payment = page.waitForResponse((response) => response.url().endsWith('/api/bookings/payment'));
    await payWithTestCard(page);
    const paid = (await (await payment).json()) as { bookingId: number; seats: string[] };
    assert.equal((await payment).status(), 201);
    assert.deepEqual([...paid.seats].sort(), [...seats].sort());

    const heading = page.getByRole('heading', { name: 'Payment Successful!' });
    const qr = page.getByRole('img', { name: `Ticket QR code for booking ${paid.bookingId}` });
    await qr.waitFor();
    assert.ok(await inViewport(heading), '"Payment Successful!" is in view');
    assert.ok(await inViewport(qr), 'the QR code is in view');
    // The code is 100 px (on a white tile that gives it a quiet zone).
    const qrBox = await qr.locator('svg').boundingBox();
    assert.equal(Math.round(qrBox!.width), 100);
    const steps = page.getByRole('list', { name: 'Booking progress' });
    assert.equal(await steps.locator('.MuiStepIcon-root.Mui-completed').count(), 4, 'all four steps ticked');
    await viewportScreenshot(page, 'booking-confirmation-1366');

    const mail = await confirmationMail(site.apiUrl, DEMO.email, paid.bookingId);
    assert.match(mail.subject, new RegExp(`^Booking confirmed: ${movie.title}, `));
    for (const seat of seats) assert.ok(mail.text.includes(seat), `the e-mail lists seat ${seat}`);
    assert.deepEqual(mail.attachments.map((attachment) => attachment.filename), [
      `ticket-booking-${paid.bookingId}.pdf`, `reeltime-booking-${paid.bookingId}.ics`,
    ]);
    const attachedPdf = Buffer.from(await (await fetch(`${site.apiUrl}${mail.attachments[0]!.url}`)).arrayBuffer());
    assert.equal(attachedPdf.subarray(0, 5).toString(), '%PDF-');
    const attachedIcs = await (await fetch(`${site.apiUrl}${mail.attachments[1]!.url}`)).text();
    assert.match(attachedIcs, /\r\nDTSTART;TZID=Asia\/Kolkata:\d{8}T\d{6}\r\n/);

    const google = page.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    assert.equal(await google.getAttribute('target'), '_blank');
    assert.match((await google.getAttribute('href')) ?? '', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    const invite = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    assert.equal((await invite).suggestedFilename(), `reeltime-booking-${paid.bookingId}.ics`);
    assert.match(fs.readFileSync(await (await invite).path(), 'utf8'), /^BEGIN:VCALENDAR\r\n/);

    await page.getByRole('button', { name: 'Share Your Booking' }).click();
    const share = page.getByRole('dialog', { name: /Share Your Booking/ });
    await share.waitFor();
    for (const network of ['WhatsApp', 'Facebook', 'Twitter', 'Telegram']) {
      const link = share.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      assert.equal(await link.getAttribute('target'), '_blank');
    }
    await viewportScreenshot(page, 'booking-share-dialog-1366');
    await share.getByRole('button', { name: 'Close share dialog' }).click();
    await share.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await page.waitForURL(/\/my-bookings$/);
    const card = page.getByRole('article', { name: movie.title });
    await card.waitFor({ timeout: 15_000 });
    for (const seat of seats) assert.ok(await card.getByText(seat, { exact: true }).isVisible(), `seat ${seat} listed`);

    const ticketResponse = page.waitForResponse((response) => response.url().endsWith(`/api/bookings/${paid.bookingId}/download`));
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Ticket' }).click();
    const ticket = await ticketResponse;
    assert.equal(ticket.status(), 200);
    assert.match(ticket.headers()['content-type'] ?? '', /^application\/pdf/);
    const file = await (await download).path();
    assert.equal(fs.readFileSync(file).subarray(0, 5).toString(), '%PDF-');
    assert.equal((await download).suggestedFilename(), `ticket-booking-${paid.bookingId}.pdf`);
    await context.close();
  });

  test('on a 390 px phone far from India the confirmation opens at the top with the QR in view, in cinema time', async () => {
    const { context, page } = await loggedInPage('America/Los_Angeles');
    await holdTwoSeats(page);
    await page.setViewportSize(PHONE);
    const payment = page.waitForResponse((response) => response.url().endsWith('/api/bookings/payment'));
    await payWithTestCard(page);
    const { startTime } = (await (await payment).json()) as { startTime: string };
    const [hours, minutes] = startTime.split(':').map(Number) as [number, number];
    const cinemaClock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
    assert.ok(await page.getByText(cinemaClock, { exact: true }).isVisible(), `the show reads ${cinemaClock}, the cinema's time`);

    const qr = page.getByRole('img', { name: /^Ticket QR code for booking / });
    await qr.waitFor();
    assert.ok(await inViewport(page.getByRole('heading', { name: 'Payment Successful!' })), '"Payment Successful!" is in view');
    assert.ok(await inViewport(qr), 'the QR code is in view');
    await viewportScreenshot(page, 'booking-confirmation-390');
    await screenshot(page, 'booking-confirmation-390-full-page');

    await page.getByRole('button', { name: 'Share Your Booking' }).click();
    const share = page.getByRole('dialog', { name: /Share Your Booking/ });
    await share.waitFor();
    assert.ok(await share.getByRole('button', { name: /^(Share|Copy to Clipboard)$/ }).isVisible());
    await viewportScreenshot(page, 'booking-share-dialog-390');
    await context.close();
  });

  test('F5 during payment warns first; "Confirm Refresh" cancels and a real reload does too', async () => {
    const { context, page } = await loggedInPage();
    await holdTwoSeats(page);

    await page.keyboard.press('F5');
    const warning = page.getByRole('dialog', { name: 'Warning!' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Stay on Page' }).click();
    await warning.waitFor({ state: 'hidden' });
    assert.match(page.url(), /\/payment$/);

    await page.keyboard.press('Control+r');
    await warning.waitFor();
    await viewportScreenshot(page, 'payment-refresh-warning');
    await warning.getByRole('button', { name: 'Confirm Refresh' }).click();
    await page.waitForURL(/\/movies$/);
    await page.getByText(REFRESH_CANCELLED).waitFor();

    await holdTwoSeats(page);
    let leavePrompt = '';
    page.once('dialog', (dialog) => {
      leavePrompt = dialog.type();
      void dialog.accept();
    });
    await page.reload();
    assert.equal(leavePrompt, 'beforeunload', 'the browser asked before leaving the payment');
    await page.waitForURL(/\/movies$/);
    await page.getByText(REFRESH_CANCELLED).waitFor();
    await context.close();
  });
});
