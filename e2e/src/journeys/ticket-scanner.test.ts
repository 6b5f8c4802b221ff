import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, viewportScreenshot } from '../harness/browser.js';
import { decodePdfQr, decodeScreenshotQr } from '../harness/qr.js';
import { logInAsDemo } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';
import { seriousAxeFindings } from '../audit/pageChecks.js';
import { waitUntil } from '../harness/waitUntil.js';
import { middayTimeZone } from '../harness/middayTimeZone.js';

/** README: the seeded demo customer, the seeded staff account and the card that pays. */
const STAFF = { email: 'staff@reeltime.app', password: 'staff1234' };
const CARD = { cardNumber: '4111 1111 1111 1111', cardHolderName: 'Demo User', expiryDate: '12/39', cvv: '123' };
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

interface PaidBooking {
  id: number;
  slotId: number;
  reference: string;
  ticketQr: string;
  seats: string[];
  movie: { title: string };
  cinema: { name: string };
  showDate: string;
}

interface DoorShow {
  id: number;
  movieTitle: string;
  theater: { id: number; name: string };
  showDate: string;
  startsAt: string;
}

describe('Staff scan real tickets at /admin', () => {
  let site: RunningSite;
  let browser: Browser;

  before(async () => {
    // The show the customer books is the next one, which may start hours from now: admission opens a day ahead here.
    // The journey books a show later today: its cinemas run on a clock that is at midday now.
    site = await startSite({ TICKET_ADMISSION_OPENS_MINUTES: String(24 * 60), CINEMA_TIME_ZONE: middayTimeZone() });
    browser = await launchBrowser();
  });

  after(async () => {
    await site?.stop();
    // Last: it fails the run on any CSP violation seen (see launchBrowser).
    await browser?.close();
  });

  async function api<T>(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; json: T }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${site.apiUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  }

  /** The demo customer books one seat of `slotId` through the API (for the tickets the browser part does not need). */
  async function bookByApi(token: string, slotId: number, seat: string): Promise<PaidBooking> {
    const hold = await api<{ totalAmount: number }>(
      'POST',
      '/api/bookings/select-seats',
      { slotId, seatNumbers: [seat] },
      token,
    );
    assert.equal(hold.status, 200);
    const paid = await api<PaidBooking>(
      'POST',
      '/api/bookings/payment',
      { slotId, seatNumbers: [seat], totalAmount: hold.json.totalAmount, ...CARD },
      token,
    );
    assert.equal(paid.status, 201);
    return paid.json;
  }

  async function staffScanner(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${site.shellUrl}/admin`);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('banner').count(), 0, 'no site header on /admin');
    assert.equal(await page.getByRole('contentinfo').count(), 0, 'no site footer on /admin');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/scan$/);
    await page.getByRole('heading', { name: 'Ticket scanner' }).waitFor({ timeout: 15_000 });
    return page;
  }

  /** "Admitting for": the staff account admits for every cinema, so the cinema first, then the show. */
  async function admitFor(page: Page, booking: PaidBooking): Promise<void> {
    await page.getByRole('heading', { name: 'Admitting for' }).waitFor({ timeout: 15_000 });
    assert.equal(await page.getByLabel('Ticket QR text').count(), 0, 'nothing to scan before a show is chosen');
    await page.getByLabel('Cinema').selectOption({ label: booking.cinema.name });
    await page.getByLabel('Show').selectOption(String(booking.slotId));
    await page.getByLabel('Ticket QR text').waitFor();
  }

  async function assertNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
    // axe reads final colours: the Check button fades back from its disabled grey after each check.
    await waitUntil(
      page,
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5000 },
    );
    await page.waitForTimeout(300);
    const findings = await seriousAxeFindings(page);
    const culprits = await page.evaluate(
      (targets) =>
        targets.map((target) => {
          const element = document.querySelector(target);
          if (!element) return target;
          const style = getComputedStyle(element);
          return `${element.outerHTML.slice(0, 160)} color=${style.color} opacity=${style.opacity}`;
        }),
      findings.flatMap((finding) => finding.targets),
    );
    assert.deepEqual(findings, [], `axe on ${where}: ${JSON.stringify(findings)} ${culprits.join(' | ')}`);
  }

  async function pasteTicket(page: Page, text: string): Promise<string> {
    const field = page.getByLabel('Ticket QR text');
    await field.fill(text);
    await field.press('Enter');
    const card = page.locator('[data-result]');
    await card.waitFor({ timeout: 15_000 });
    await waitUntil(page, () => !document.querySelector('[role="status"] .MuiCircularProgress-root'), undefined);
    return (await card.textContent()) ?? '';
  }

  test('a ticket decoded from the confirmation page and the PDF is admitted once; a tampered or cancelled one is refused', async () => {
    // The customer books in the browser, on a phone-like screen (3 device pixels per CSS pixel, as a camera would see it).
    const customer = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 3 });
    const page = await customer.newPage();
    // The door lists today's shows (cinema time): book one later today, through the show's own link.
    const recent = (await api<{ id: number }[]>('GET', '/movies/recent')).json;
    const cinemaToday = (startsAt: string) => {
      const [, sign, hours, minutes] = /([+-])(\d\d):(\d\d)$/.exec(startsAt) ?? ['', '+', '00', '00'];
      const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
      return new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
    };
    let movie: { id: number; title: string } | undefined;
    let show: { id: number } | undefined;
    for (const { id } of recent) {
      const candidate = (
        await api<{ id: number; title: string; slots: { id: number; showDate: string; startsAt: string }[] }>(
          'GET',
          `/movies/${id}`,
        )
      ).json;
      show = candidate.slots.find(
        (slot) => Date.parse(slot.startsAt) > Date.now() + 15 * 60_000 && slot.showDate === cinemaToday(slot.startsAt),
      );
      if (show) {
        movie = candidate;
        break;
      }
    }
    assert.ok(movie && show, 'a show starting later today to book');
    await logInAsDemo(page, site.shellUrl);
    await page.goto(`${site.shellUrl}/movies/${movie.id}?show=${show.id}`);
    const free = page.getByRole('button', { name: /^Seat \w+, .+, available$/ });
    await free.first().waitFor({ timeout: 15_000 });
    await free.first().click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Card Number').fill(CARD.cardNumber);
    await page.getByLabel('Expiry (MM/YY)').pressSequentially(CARD.expiryDate.replace('/', ''));
    await page.getByLabel('CVV').fill(CARD.cvv);
    await page.getByLabel('Cardholder Name').fill(CARD.cardHolderName);
    const payment = page.waitForResponse((response) => response.url().endsWith('/api/bookings/payment'));
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const paid = (await (await payment).json()) as PaidBooking;
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    assert.match(paid.reference, /^RT-[0-9A-HJKMNP-TV-Z]{6}$/);

    // The QR on the confirmation page, as a camera would read it: exactly the signed ticket text.
    const onScreen = await decodeScreenshotQr(
      browser,
      page.getByRole('img', { name: `Ticket QR code for booking ${paid.id}` }),
    );
    assert.equal(onScreen.text, paid.ticketQr, 'the confirmation QR encodes the signed ticketQr');
    // And the PDF ticket's QR.
    const token = await page.evaluate(() => localStorage.getItem('JWT_TOKEN'));
    const pdf = await fetch(`${site.apiUrl}/api/bookings/${paid.id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(pdf.status, 200);
    assert.equal(decodePdfQr(Buffer.from(await pdf.arrayBuffer())), paid.ticketQr, 'the PDF QR encodes the same text');

    // On a phone screen of 1 device pixel per CSS pixel, My Bookings' "Enlarge QR code" shows a code a camera reads.
    const phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    await phone.addInitScript((jwt) => window.localStorage.setItem('JWT_TOKEN', jwt), token ?? '');
    const bookings = await phone.newPage();
    await bookings.goto(`${site.shellUrl}/my-bookings`);
    const card = bookings.getByRole('article', { name: movie.title }).first();
    await card.getByRole('button', { name: 'Show QR' }).click({ timeout: 20_000 });
    await card.getByRole('button', { name: `Enlarge QR code for ${movie.title}` }).click();
    const zoom = bookings.getByRole('dialog', { name: 'Ticket QR code' });
    const large = await decodeScreenshotQr(browser, zoom.getByRole('img', { name: /, large$/ }));
    assert.equal(large.text, paid.ticketQr, 'the enlarged QR encodes the signed ticketQr at 1x');
    await viewportScreenshot(bookings, 'my-bookings-qr-enlarged-390');
    await phone.close();

    // Staff: the door admits for the booked show; a photo of the confirmation's QR is admitted, with the movie and seat.
    const scanner = await staffScanner();
    await admitFor(scanner, paid);
    await assertNoSeriousAxeFindings(scanner, '/admin/scan at 1366 px');
    await scanner
      .getByTestId('ticket-photo')
      .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: onScreen.png });
    const admitted = scanner.locator('[data-result="admitted"]');
    await admitted.waitFor({ timeout: 15_000 });
    const admittedText = (await admitted.textContent()) ?? '';
    assert.ok(admittedText.includes('Valid — admit'));
    assert.ok(admittedText.includes(movie.title));
    assert.ok(admittedText.includes(paid.seats.join(', ')));
    assert.ok(admittedText.includes(paid.reference));
    await viewportScreenshot(scanner, 'admin-scan-admitted-1366');

    // The same ticket again, from the PDF's QR pasted as text: already used, when and by whom.
    const second = await pasteTicket(scanner, paid.ticketQr);
    assert.ok(second.includes('Already used'), second);
    assert.ok(second.includes(`by ${STAFF.email}`), second);

    // A ticket of another show of the same cinema, today: "Wrong show" in amber, naming the ticket's own show.
    const staffLogin = await api<{ token: string }>('POST', '/api/auth/login', {
      username: STAFF.email,
      password: STAFF.password,
    });
    // Today's list (shows that started are on it too, but take no booking) and the next day's.
    const today = (
      await api<{ date: string; shows: DoorShow[] }>('GET', `/api/admin/shows`, undefined, staffLogin.json.token)
    ).json;
    const nextDay = new Date(Date.parse(`${today.date}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
    const { shows: tomorrow } = (
      await api<{ shows: DoorShow[] }>('GET', `/api/admin/shows?date=${nextDay}`, undefined, staffLogin.json.token)
    ).json;
    const otherShow = [...today.shows, ...tomorrow].find(
      (show) =>
        show.theater.name === paid.cinema.name &&
        show.id !== paid.slotId &&
        show.movieTitle !== movie.title &&
        Date.parse(show.startsAt) > Date.now() + 60_000,
    )!;
    assert.ok(otherShow, 'another show of the same cinema still to start');
    const otherTicket = await bookByApi(token!, otherShow.id, 'J11');
    const wrong = await pasteTicket(scanner, otherTicket.ticketQr);
    assert.ok(wrong.includes('Wrong show'), wrong);
    assert.ok(wrong.includes(otherShow.movieTitle), wrong);
    const amber = await scanner
      .locator('[data-result="wrong_show"]')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.equal(amber, 'rgb(255, 179, 0)');
    await assertNoSeriousAxeFindings(scanner, 'the wrong-show card');
    await viewportScreenshot(scanner, 'admin-scan-wrong-show-1366');

    // A copy with one seat added: forged.
    const tampered = JSON.stringify({ ...JSON.parse(paid.ticketQr), seats: [...paid.seats, 'A1'] });
    const forged = await pasteTicket(scanner, tampered);
    assert.ok(forged.includes('Forged or invalid ticket'), forged);
    await viewportScreenshot(scanner, 'admin-scan-forged-1366');

    // A cancelled booking's ticket for this show.
    const toCancel = await bookByApi(token!, paid.slotId, 'J12');
    assert.equal(
      (await api<{ status: string }>('DELETE', `/api/user/bookings/${toCancel.id}`, undefined, token!)).json.status,
      'CANCELLED',
    );
    const cancelled = await pasteTicket(scanner, toCancel.ticketQr);
    assert.ok(cancelled.includes('Cancelled booking'), cancelled);

    // The scanner on a 390 px phone: nothing wider than the screen, the result still big and clear.
    await scanner.setViewportSize(PHONE);
    await pasteTicket(scanner, paid.ticketQr);
    assert.ok(
      await scanner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scrolling at 390 px',
    );
    await assertNoSeriousAxeFindings(scanner, '/admin/scan at 390 px');
    await viewportScreenshot(scanner, 'admin-scan-used-390');

    // Keyboard only, after a reload (the door's show is kept for the session): Tab reaches the cinema, the show
    // and the ticket field; Enter checks the ticket.
    await scanner.reload();
    await scanner.getByLabel('Show').waitFor({ timeout: 15_000 });
    assert.equal(
      await scanner.getByLabel('Show').inputValue(),
      String(paid.slotId),
      'the chosen show survives a reload',
    );
    const reached: string[] = [];
    for (let i = 0; i < 20 && !reached.includes('Ticket QR text'); i++) {
      await scanner.keyboard.press('Tab');
      reached.push(
        await scanner.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return (
            active?.getAttribute('aria-label') ??
            (active?.id
              ? document.querySelector(`label[for="${active.id}"]`)?.textContent?.replace(/\s*\*$/, '')
              : null) ??
            active?.textContent ??
            ''
          );
        }),
      );
    }
    for (const label of ['Cinema', 'Show', 'Ticket QR text'])
      assert.ok(reached.includes(label), `Tab reaches ${label}: ${reached.join(' → ')}`);
    await scanner.keyboard.insertText(paid.ticketQr);
    await scanner.keyboard.press('Enter');
    await scanner.locator('[data-result="already_used"]').waitFor({ timeout: 15_000 });
    await scanner.context().close();

    // The customer's own account at /admin cannot use the back office.
    await page.goto(`${site.shellUrl}/admin/scan`);
    await page.getByText('This account cannot use the back office.', { exact: false }).waitFor({ timeout: 15_000 });
    await customer.close();
  });
});
