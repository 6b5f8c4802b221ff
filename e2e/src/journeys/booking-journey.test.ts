import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, viewportScreenshot } from '../harness/browser.js';
import { DEMO, logIn, logInAsDemo } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';
import { payWithTestCard, TEST_CARD } from '../harness/testCard.js';
import { waitUntil } from '../harness/waitUntil.js';
import { horizontalOverflow, seriousAxeFindings } from '../audit/pageChecks.js';

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

interface FacetCount {
  value: string;
  count: number;
}

/** `GET /movies/browse`: a city's films now showing and coming soon, with each filter value's count. */
interface BrowseView {
  nowShowing: { id: number; title: string }[];
  comingSoon: { id: number; title: string }[];
  facets: { languages: FacetCount[]; genres: FacetCount[]; formats: FacetCount[] };
}

/** A show as `GET /movies/{id}` lists it. */
interface ShowSlot {
  slotId: number;
  showDate: string;
  startTime: string;
  theaterName: string;
  cinemaId: number;
  city: string;
  format: string;
  audioLanguage: string | null;
  subtitles: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}

interface CinemaPage {
  id: number;
  name: string;
  address: string;
  mapUrl: string;
  facilities: string[];
  cancellationPolicy: { cutoffMinutes: number; refundPercent: number };
  showDates: string[];
  films: { id: number; title: string; shows: { showDate: string }[] }[];
}

interface PaidBooking {
  id: number;
  bookingId: number;
  slotId: number;
  reference: string;
  ticketQr: string;
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
  }).format(amount);

/** The amount of the first "₹1,234.50" in a text. */
function firstAmount(text: string): number {
  const match = /₹\s?([\d,]+(?:\.\d+)?)/.exec(text);
  assert.ok(match, `an amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** What a showtime button reads, line by line: "7:30 PM", "IMAX · Tamil · English subtitles", "₹250–₹420". */
function showtimeLines(slot: ShowSlot): string[] {
  const [hours, minutes] = slot.startTime.split(':').map(Number) as [number, number];
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
  const sound = [slot.format, slot.audioLanguage, slot.subtitles && `${slot.subtitles} subtitles`]
    .filter(Boolean)
    .join(' · ');
  const prices =
    slot.minPrice === null || slot.maxPrice === null
      ? []
      : [slot.minPrice === slot.maxPrice ? rupees(slot.minPrice) : `${rupees(slot.minPrice)}–${rupees(slot.maxPrice)}`];
  return [time, sound, ...prices];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every error toast any page of the context shows, reported on the console as "error toast: …" (an observer set up
 * before the page's own scripts, in every document, so a reload or a Back is watched too).
 */
const WATCH_ERROR_TOASTS = `new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) {
    if (!(node instanceof Element)) continue;
    const toasts = node.matches('.notistack-MuiContent-error') ? [node] : Array.from(node.querySelectorAll('.notistack-MuiContent-error'));
    for (const toast of toasts) console.warn('error toast: ' + toast.textContent);
  }
}).observe(document, { childList: true, subtree: true });`;

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
    // The demo outbox: the API keeps the e-mails it sends, readable over HTTP from this machine. The door admits a
    // week ahead, so the rating step can admit a ticket of whichever show it booked.
    site = await startSite({ DEMO_OUTBOX: '1', TICKET_ADMISSION_OPENS_MINUTES: String(7 * 24 * 60) });
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

  /** Movie page → its first showtime; resolves on that show's seat selection. */
  async function openFirstShowtime(page: Page): Promise<void> {
    await page.goto(`${site.shellUrl}/movies/${movie.id}`);
    // The page itself, not the first paint the HTML drew (both show the title while the paint fades out).
    await page.locator('#main').getByRole('heading', { level: 1, name: movie.title }).waitFor({ timeout: 15_000 });
    await page
      .getByRole('group', { name: /^Showtimes at / })
      .first()
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL(new RegExp(`/movies/${movie.id}/seat-selection(\\?show=\\d+)?$`));
  }

  /** Movie → first showtime → two free seats → Proceed to Payment; resolves on /payment. */
  async function holdTwoSeats(page: Page): Promise<void> {
    await openFirstShowtime(page);
    const free = page.getByRole('button', { name: /^Seat \w+, .+, available$/ });
    await free.first().waitFor({ timeout: 15_000 });
    await free.nth(0).click();
    await free.nth(0).click(); // the first one is now "selected": the next free seat moved up
    assert.equal(await page.getByRole('button', { name: /, selected$/ }).count(), 2);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/payment$/);
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 15_000 });
  }

  test('the demo user books two seats, sees the ticket QR, gets the e-mail with PDF and invite, adds the show to a calendar, finds the booking in My Bookings and downloads its PDF', async () => {
    const { context, page } = await loggedInPage();
    await holdTwoSeats(page);
    const seats = await page
      .getByRole('region', { name: 'Booking Summary' })
      .getByText(/^[A-Z]\d+$/)
      .allTextContents();
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
    assert.equal(await steps.getByTestId('CheckCircleIcon').count(), 4, 'all four steps ticked');
    await viewportScreenshot(page, 'booking-confirmation-1366');

    const mail = await confirmationMail(site.apiUrl, DEMO.email, paid.bookingId);
    assert.match(mail.subject, new RegExp(`^Booking confirmed: ${movie.title}, `));
    for (const seat of seats) assert.ok(mail.text.includes(seat), `the e-mail lists seat ${seat}`);
    assert.deepEqual(
      mail.attachments.map((attachment) => attachment.filename),
      [`ticket-booking-${paid.bookingId}.pdf`, `reeltime-booking-${paid.bookingId}.ics`],
    );
    const attachedPdf = Buffer.from(await (await fetch(`${site.apiUrl}${mail.attachments[0]!.url}`)).arrayBuffer());
    assert.equal(attachedPdf.subarray(0, 5).toString(), '%PDF-');
    const attachedIcs = await (await fetch(`${site.apiUrl}${mail.attachments[1]!.url}`)).text();
    assert.match(attachedIcs, /\r\nDTSTART;TZID=Asia\/Kolkata:\d{8}T\d{6}\r\n/);

    const google = page.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    assert.equal(await google.getAttribute('target'), '_blank');
    assert.match(
      (await google.getAttribute('href')) ?? '',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
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

    const ticketResponse = page.waitForResponse((response) =>
      response.url().endsWith(`/api/bookings/${paid.bookingId}/download`),
    );
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
    assert.ok(
      await page.getByText(cinemaClock, { exact: true }).isVisible(),
      `the show reads ${cinemaClock}, the cinema's time`,
    );

    const qr = page.getByRole('img', { name: /^Ticket QR code for booking / });
    await qr.waitFor();
    assert.ok(
      await inViewport(page.getByRole('heading', { name: 'Payment Successful!' })),
      '"Payment Successful!" is in view',
    );
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

  describe('On a 390 px phone in New York, a new customer finds a show by city and filters, books, cancels for a refund and rates the film', () => {
    const PHONE_IN_NEW_YORK = {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      timezoneId: 'America/New_York',
      locale: 'en-US',
    };
    const stamp = Date.now();
    const customer = {
      username: 'Trust Journey',
      email: `trust-${stamp}@example.com`,
      phone: `8${String(stamp).slice(-9)}`,
      password: 'trust-pass-1',
      gender: 'female',
    };
    const REVIEW = 'Loved the songs, a little long.';
    const errorToasts: string[] = [];
    let context: BrowserContext;
    let page: Page;
    let token: string;
    /** The city, and a language and a format that together narrow its list (chosen from the API's counts). */
    let plan: { city: string; language: string; format: string; byLanguage: BrowseView; byBoth: BrowseView };
    let film: { id: number; title: string };
    let cinema: CinemaPage;
    let cancelled: PaidBooking;

    async function api<T>(
      method: string,
      path: string,
      body?: unknown,
      bearer?: string,
    ): Promise<{ status: number; json: T }> {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      const response = await fetch(`${site.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
    }

    const browse = async (query: Record<string, string>) =>
      (await api<BrowseView>('GET', `/movies/browse?${new URLSearchParams(query)}`)).json;
    const listedTitles = (view: BrowseView) => [...view.nowShowing, ...view.comingSoon].map((movie) => movie.title);

    /** The titles of the film cards on the page (or in `within`), in order. */
    const cardTitles = (within: Locator | Page) =>
      within
        .getByTestId('movie-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));

    /** The titles of the cards once `check` accepts them (or as they stand after 15 s). */
    async function cardsOnce(check: (titles: string[]) => boolean, within: Locator | Page = page): Promise<string[]> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const shown = await cardTitles(within);
        if (check(shown) || Date.now() > deadline) return shown;
        await page.waitForTimeout(150);
      }
    }

    const untilTitles = async (expected: string[]) =>
      assert.deepEqual(await cardsOnce((shown) => JSON.stringify(shown) === JSON.stringify(expected)), expected);

    async function assertCleanAt390(where: string): Promise<void> {
      // axe reads final colours: let dialogs and ripples finish fading in.
      await waitUntil(
        page,
        () => document.getAnimations().every((animation) => animation.playState !== 'running'),
        undefined,
        { timeout: 5000 },
      ).catch(() => {});
      assert.deepEqual(await seriousAxeFindings(page), [], `axe on ${where}`);
      const { overflow, culprits } = await horizontalOverflow(page, PHONE.width);
      assert.equal(overflow, 0, `${where} is wider than the phone: ${culprits.join(', ')}`);
    }

    const filterChip = (group: 'Language' | 'Format', value: string) =>
      page
        .getByRole('group', { name: group })
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(value)} \\(\\d+\\)$`) });

    /** Waits (at most 5 s) until `chip` says it is pressed or not: React draws it a moment after the URL changes. */
    const untilPressed = (chip: Locator, pressed: boolean) =>
      chip.and(page.locator(`[aria-pressed="${pressed}"]`)).waitFor({ timeout: 5_000 });

    const bookingCard = (reference: string) =>
      page.getByRole('article', { name: film.title }).filter({ hasText: reference });

    async function bookByApi(slotId: number): Promise<PaidBooking> {
      const seats = (await api<{ seatNumber: string; status: string }[]>('GET', `/api/seats/slot/${slotId}`)).json;
      const seat = seats.find((candidate) => candidate.status === 'AVAILABLE')!.seatNumber;
      const hold = await api<{ totalAmount: number }>(
        'POST',
        '/api/bookings/select-seats',
        { slotId, seatNumbers: [seat] },
        token,
      );
      assert.equal(hold.status, 200, JSON.stringify(hold.json));
      const paid = await api<PaidBooking>(
        'POST',
        '/api/bookings/payment',
        {
          slotId,
          seatNumbers: [seat],
          totalAmount: hold.json.totalAmount,
          cardNumber: TEST_CARD.number,
          cardHolderName: TEST_CARD.name,
          expiryDate: TEST_CARD.expiry,
          cvv: TEST_CARD.cvv,
        },
        token,
      );
      assert.equal(paid.status, 201, JSON.stringify(paid.json));
      return paid.json;
    }

    before(async () => {
      // A fresh account keeps My Bookings and the outbox to this journey's own bookings.
      const registered = await api('POST', '/api/auth/register', customer);
      assert.equal(registered.status, 201, JSON.stringify(registered.json));

      // The city with the fewest films (so following it visibly changes the lists), and a language and a format
      // that each narrow its list, preferring a premium format.
      const cities = (await api<{ name: string; movies: number }[]>('GET', '/cities')).json.sort(
        (a, b) => a.movies - b.movies,
      );
      for (const { name: city } of cities) {
        const inCity = await browse({ city });
        for (const { value: language } of inCity.facets.languages.filter((facet) => facet.count > 0)) {
          const byLanguage = await browse({ city, language });
          const format = byLanguage.facets.formats
            .filter((facet) => facet.count > 0 && facet.count < listedTitles(byLanguage).length)
            .sort((a, b) => Number(a.value === '2D') - Number(b.value === '2D'))[0];
          if (!format) continue;
          plan = {
            city,
            language,
            format: format.value,
            byLanguage,
            byBoth: await browse({ city, language, format: format.value }),
          };
          break;
        }
        if (plan) break;
      }
      assert.ok(plan, 'a city where a language and a format narrow the list');

      context = await browser.newContext(PHONE_IN_NEW_YORK);
      await context.addInitScript(WATCH_ERROR_TOASTS);
      context.on('console', (message) => {
        if (message.text().startsWith('error toast: ')) errorToasts.push(`${message.page()?.url()}: ${message.text()}`);
      });
      page = await context.newPage();
    });

    after(async () => {
      await context?.close();
    });

    test('picks a city in the header, and Home and All Movies follow it', async () => {
      const { city } = plan;
      await page.goto(site.shellUrl);
      const header = page.getByRole('banner');
      const cityButton = header.getByRole('button', { name: 'All cities: change city' });
      await cityButton.waitFor();
      // Far from the cinemas nothing is suggested, and nothing asks before the page can be used.
      await page
        .getByRole('list', { name: 'Latest Releases' })
        .getByTestId('movie-card')
        .first()
        .waitFor({ timeout: 15_000 });
      assert.equal(await page.getByRole('dialog').count(), 0, 'no dialog opens by itself');
      assert.equal(await header.getByText(/^Showing /).count(), 0, 'no city is suggested to a browser in New York');

      await cityButton.tap();
      const picker = page.getByRole('dialog', { name: 'Choose your city' });
      await picker.getByRole('button', { name: new RegExp(`^${escapeRegExp(city)} \\d+ films?`) }).tap();
      await picker.waitFor({ state: 'hidden' });
      await header.getByRole('button', { name: `${city}: change city` }).waitFor();

      const inCity = await browse({ city });
      const showing = new Set(inCity.nowShowing.map((movie) => movie.title));
      const latest = page.getByRole('list', { name: 'Latest Releases' });
      const onHome = await cardsOnce(
        (titles) => titles.length > 0 && titles.every((title) => showing.has(title)),
        latest,
      );
      assert.ok(
        onHome.length > 0 && onHome.every((title) => showing.has(title)),
        `Home lists only films showing in ${city}: ${onHome.join(', ')}`,
      );

      await header.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Movies', exact: true }).tap();
      await page.waitForURL(/\/movies$/);
      await page.getByRole('heading', { level: 1, name: 'All Movies' }).waitFor();
      await page.getByRole('heading', { name: `Now showing in ${city}` }).waitFor({ timeout: 15_000 });
      await untilTitles(listedTitles(inCity));
    });

    test('filters All Movies by language and format: both in the URL, counts that match the list, Back undoes the format', async () => {
      const { language, format, byLanguage, byBoth } = plan;
      const languageChip = filterChip('Language', language);
      const chipCount = async (chip: Locator) => Number(/\((\d+)\)$/.exec((await chip.textContent()) ?? '')?.[1]);
      assert.equal(
        await chipCount(languageChip),
        listedTitles(byLanguage).length,
        `the ${language} chip counts the films it lists`,
      );
      await languageChip.tap();
      await page.waitForURL((url) => url.searchParams.get('language') === language && !url.searchParams.has('format'));
      await untilPressed(languageChip, true);
      await untilTitles(listedTitles(byLanguage));

      const formatChip = filterChip('Format', format);
      const promised = await chipCount(formatChip);
      await formatChip.tap();
      await page.waitForURL(
        (url) => url.searchParams.get('language') === language && url.searchParams.get('format') === format,
      );
      await untilTitles(listedTitles(byBoth));
      assert.equal((await cardTitles(page)).length, promised, `the ${format} chip promised ${promised} films`);
      assert.equal(
        await page.getByText(/^\d+ movies?$/).textContent(),
        `${promised} ${promised === 1 ? 'movie' : 'movies'}`,
      );

      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('language') === language && !url.searchParams.has('format'));
      await untilTitles(listedTitles(byLanguage));
      await untilPressed(filterChip('Format', format), false);
      await untilPressed(filterChip('Language', language), true);

      await page.goForward();
      await untilTitles(listedTitles(byBoth));
      film = byBoth.nowShowing[0]!;
      await page
        .getByRole('list', { name: `Now showing in ${plan.city}` })
        .getByTestId('movie-card')
        .first()
        .tap();
      await page.waitForURL(new RegExp(`/movies/${film.id}$`));
      await page.getByRole('heading', { level: 1, name: film.title }).waitFor({ timeout: 15_000 });
    });

    test('each showtime of the city shows its format, audio language and price range, as the API answers them', async () => {
      const slots = (await api<{ slots: ShowSlot[] }>('GET', `/movies/${film.id}`)).json.slots.filter(
        (slot) => slot.city === plan.city,
      );
      assert.ok(slots.length > 0, `${film.title} has shows in ${plan.city}`);
      const firstDay = slots.map((slot) => slot.showDate).sort()[0];
      const expected = new Map<string, string[][]>();
      for (const slot of slots
        .filter((candidate) => candidate.showDate === firstDay)
        .sort((a, b) => a.startTime.localeCompare(b.startTime))) {
        expected.set(slot.theaterName, [...(expected.get(slot.theaterName) ?? []), showtimeLines(slot)]);
      }

      const theatres = page.getByRole('list', { name: `Theatres in ${plan.city}` });
      await theatres.getByRole('button').first().waitFor({ timeout: 15_000 });
      const shown = await theatres.getByRole('group', { name: /^Showtimes at / }).evaluateAll((groups) =>
        groups.map((group) => ({
          cinema: (group.getAttribute('aria-label') ?? '').replace(/^Showtimes at /, ''),
          buttons: Array.from(group.querySelectorAll('button')).map((button) =>
            Array.from(button.children)
              .map((line) => (line.textContent ?? '').trim())
              .filter(Boolean),
          ),
        })),
      );
      assert.deepEqual(
        shown.map((group) => group.cinema).sort(),
        [...expected.keys()].sort(),
        'the cinemas showing it that day',
      );
      for (const { cinema: name, buttons } of shown) {
        // A last line may say how full the show is ("Filling fast"): the API's facts come first, in this order.
        assert.deepEqual(
          buttons.map((lines, index) => lines.slice(0, expected.get(name)![index]!.length)),
          expected.get(name),
          `showtimes at ${name}`,
        );
      }
    });

    test('opens a cinema page from the showtime list: address, map link, facilities, cancellation policy and its shows', async () => {
      const link = page
        .getByRole('list', { name: `Theatres in ${plan.city}` })
        .getByRole('heading', { level: 3 })
        .first()
        .getByRole('link');
      const name = (await link.textContent()) ?? '';
      await link.tap();
      await page.waitForURL(/\/cinemas\/\d+$/);
      const id = Number(/\/cinemas\/(\d+)$/.exec(page.url())![1]);
      cinema = (await api<CinemaPage>('GET', `/cinemas/${id}`)).json;
      assert.equal(cinema.name, name);
      await page.getByRole('heading', { level: 1, name: cinema.name }).waitFor({ timeout: 15_000 });

      assert.ok(await page.getByText(cinema.address, { exact: false }).first().isVisible(), 'the address');
      const map = page.getByRole('link', { name: /^View on the map/ });
      assert.equal(await map.getAttribute('href'), cinema.mapUrl);
      assert.equal(await map.getAttribute('target'), '_blank');
      const block = (title: string) =>
        page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
      assert.deepEqual(await block('Facilities').getByRole('listitem').allTextContents(), cinema.facilities);
      const policy = (await block('Cancellation policy').textContent()) ?? '';
      const { cutoffMinutes, refundPercent } = cinema.cancellationPolicy;
      assert.match(
        policy,
        refundPercent === 100 ? /for a full refund of the ticket price\.$/ : new RegExp(`${refundPercent}%`),
      );
      if (cutoffMinutes === 0) assert.match(policy, /until the show starts/);

      const day = cinema.showDates[0]!;
      const filmsThatDay = cinema.films
        .filter((entry) => entry.shows.some((show) => show.showDate === day))
        .map((entry) => entry.title)
        .sort();
      const listed = page.getByRole('region', { name: 'Showtimes' }).getByRole('list', { name: /^Films on / });
      await listed.waitFor();
      assert.deepEqual((await listed.getByRole('heading', { level: 3 }).allTextContents()).sort(), filmsThatDay);
      assert.ok(
        cinema.films.some((entry) => entry.id === film.id),
        `${film.title} is on at ${cinema.name}`,
      );
      await assertCleanAt390(`the cinema page ${cinema.name}`);
    });

    test('logs in, books a seat with the test card, and the confirmation survives a reload, Back and Forward', async () => {
      await logIn(page, site.shellUrl, { email: customer.email, password: customer.password });
      token = (await page.evaluate(() => localStorage.getItem('JWT_TOKEN')))!;
      assert.ok(token, 'logged in');

      await page.goto(`${site.shellUrl}/movies/${film.id}`);
      // The day's last show there: the furthest from starting, so the whole refund is still due when it is cancelled.
      await page
        .getByRole('group', { name: `Showtimes at ${cinema.name}` })
        .getByRole('button')
        .last()
        .tap({ timeout: 15_000 });
      await page.waitForURL(new RegExp(`/movies/${film.id}/seat-selection(\\?show=\\d+)?$`));
      const free = page.getByRole('button', { name: /^Seat \w+, .+, available$/ });
      await free.first().tap({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Proceed to Payment' }).tap();
      await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 15_000 });
      const payment = page.waitForResponse((response) => response.url().endsWith('/api/bookings/payment'));
      await payWithTestCard(page);
      cancelled = (await (await payment).json()) as PaidBooking;
      const confirmed = page.getByRole('heading', { name: 'Payment Successful!' });

      await page.reload();
      await confirmed.waitFor({ timeout: 15_000 });
      await page.goBack();
      await page.waitForTimeout(1500);
      await page.goForward();
      await confirmed.waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1500);
      assert.deepEqual(errorToasts, [], 'no error toast after paying, a reload, Back and Forward');
      assert.equal(await page.getByText('No booking details found. Please start over.').count(), 0);
    });

    test('My Bookings lists it under upcoming shows; cancelling states the refund and the card, and the card and the e-mail repeat it', async () => {
      await page.getByRole('link', { name: 'View My Bookings' }).tap();
      await page.waitForURL(/\/my-bookings$/);
      const card = page
        .getByRole('region', { name: 'Upcoming shows' })
        .getByRole('article', { name: film.title })
        .filter({ hasText: cancelled.reference });
      await card.waitFor({ timeout: 15_000 });

      const quote = (
        await api<{ refundAmount: number; cardLast4: string; message: string }>(
          'GET',
          `/api/user/bookings/${cancelled.id}/refund-quote`,
          undefined,
          token,
        )
      ).json;
      assert.ok(quote.refundAmount > 0, `a refund is due: ${quote.message}`);
      await card.getByRole('button', { name: 'Cancel booking' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      const refund = dialog.getByRole('alert').filter({ hasText: 'card ending' });
      await refund.waitFor({ timeout: 15_000 });
      const said = (await refund.textContent()) ?? '';
      assert.ok(said.includes(quote.message), `the dialog says "${quote.message}": ${said}`);
      assert.equal(firstAmount(said), quote.refundAmount);
      assert.ok(said.includes(`to your card ending ${TEST_CARD.number.slice(-4)}`), said);
      await assertCleanAt390('the cancel dialog');

      await dialog.getByRole('button', { name: 'Yes, cancel booking' }).tap();
      await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
      await card.getByText('Cancelled', { exact: true }).waitFor();
      assert.equal(
        firstAmount((await card.getByText(/refunded to your card$/).textContent()) ?? ''),
        quote.refundAmount,
      );

      const deadline = Date.now() + 20_000;
      let mail: OutboxMail | undefined;
      while (!mail && Date.now() < deadline) {
        const mails = (await api<OutboxMail[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(customer.email)}`)).json;
        mail = mails.find(
          (candidate) => /^Refund: /m.test(candidate.text) && candidate.text.includes(cancelled.reference),
        );
        if (!mail) await page.waitForTimeout(250);
      }
      assert.ok(mail, 'the cancellation e-mail');
      assert.equal(firstAmount(/^Refund: .*$/m.exec(mail.text)![0]), quote.refundAmount, mail.text);
    });

    test('rates the film only after the ticket is admitted at the door: 4 stars and a review, shown on the movie page, once per booking', async () => {
      const seen = await bookByApi(cancelled.slotId);
      const before =
        (await api<{ rating: { count: number } | null }>('GET', `/movies/${film.id}/reviews`)).json.rating?.count ?? 0;
      const early = await api<{ message: string }>(
        'POST',
        `/api/bookings/${seen.id}/review`,
        { rating: 4, text: REVIEW },
        token,
      );
      assert.ok(early.status >= 400 && early.status < 500, `refused before admission: ${early.status}`);

      await page.reload();
      const card = bookingCard(seen.reference);
      await card.waitFor({ timeout: 15_000 });
      assert.equal(
        await card.getByRole('button', { name: 'Rate this film' }).count(),
        0,
        'no Rate button before the show',
      );

      const staff = await api<{ token: string }>('POST', '/api/auth/login', {
        username: 'staff@reeltime.app',
        password: 'staff1234',
      });
      const scan = await api<{ result: string }>(
        'POST',
        '/api/admin/tickets/scan',
        { qr: seen.ticketQr, showId: seen.slotId },
        staff.json.token,
      );
      assert.equal(scan.json.result, 'admitted', JSON.stringify(scan.json));

      await page.reload();
      await card.getByText('Admitted', { exact: true }).waitFor({ timeout: 15_000 });
      await card.getByRole('button', { name: 'Rate this film' }).tap({ timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: `Rate ${film.title}` });
      await dialog.locator('label').filter({ hasText: '4 stars' }).tap();
      assert.ok(await dialog.getByRole('radio', { name: '4 stars' }).isChecked(), '4 stars chosen');
      await dialog.getByRole('textbox', { name: 'Your review (optional)' }).fill(REVIEW);
      await assertCleanAt390('the rate dialog');
      await dialog.getByRole('button', { name: 'Submit' }).tap();
      await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
      await card.getByRole('img', { name: '4 out of 5 stars' }).waitFor();

      const again = await api<{ message: string }>(
        'POST',
        `/api/bookings/${seen.id}/review`,
        { rating: 5, text: null },
        token,
      );
      assert.equal(again.status, 409, JSON.stringify(again.json));

      await page.goto(`${site.shellUrl}/movies/${film.id}`);
      const reviews = page.getByRole('region', { name: 'Reviews' });
      const count = before + 1;
      await reviews
        .getByText(
          new RegExp(
            `^Rated [\\d.]+ out of 5 by ${count.toLocaleString('en-IN')} verified ${count === 1 ? 'viewer' : 'viewers'}$`,
          ),
        )
        .waitFor({ timeout: 15_000 });
      await reviews.getByText(REVIEW).waitFor({ timeout: 15_000 });
      assert.deepEqual(errorToasts, [], 'no error toast on the whole journey');
    });
  });

  test('an on-sale show’s seat selection shows the queue on the cinema’s clock, and the seat map on the customer’s turn', async () => {
    const send = async (path: string, body: unknown, token?: string, method = 'POST') => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${site.apiUrl}${path}`, { method, headers, body: JSON.stringify(body) });
      assert.ok(response.ok, `${method} ${path}: ${response.status}`);
      return (await response.json().catch(() => null)) as { token: string; state: string } | null;
    };
    const customer = async (name: string) => {
      const stamp = `${Date.now()}${name.length}`;
      const account = { email: `${name}-${stamp}@example.com`, password: 'queue-pass-1' };
      await send('/api/auth/register', { ...account, username: name, phone: `7${stamp.slice(-9)}`, gender: 'female' });
      return {
        ...account,
        token: (await send('/api/auth/login', { username: account.email, password: account.password }))!.token,
      };
    };
    const admin = (await send('/api/auth/login', { username: 'admin@reeltime.app', password: 'admin1234' }))!.token;
    const [inBrowser, alongside] = [await customer('queue-browser'), await customer('queue-api')];
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    await logIn(page, site.shellUrl, inBrowser);

    const asked = page.waitForResponse((response) => /\/api\/waiting-room\/\d+$/.test(response.url()));
    await openFirstShowtime(page);
    const showId = Number(/(\d+)$/.exec((await asked).url())![1]);
    const seat = page.getByRole('button', { name: /^Seat \w+, .+, available$/ }).first();
    await seat.waitFor({ timeout: 15_000 });

    // Sales open in 12 s, a customer a second: both join before the moment, so both turns come within a second.
    const onSaleAt = new Date(Date.now() + 12_000);
    await send(
      `/api/admin/shows/${showId}/on-sale`,
      { onSaleAt: onSaleAt.toISOString(), admitPerMinute: 60 },
      admin,
      'PUT',
    );
    try {
      // Every API process hears of the on-sale at once (the catalogue's change notification).
      assert.equal(
        (await send(`/api/waiting-room/${showId}/join`, undefined, alongside.token))!.state,
        'BEFORE_ON_SALE',
      );
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'You’re in the queue' }).waitFor({ timeout: 15_000 });
      assert.equal(await seat.count(), 0, 'no seat map before the customer’s turn');
      const slot = (movie.slots as { slotId: number; cinemaId: number }[]).find(
        (candidate) => candidate.slotId === showId,
      )!;
      const { timeZone } = (await (await fetch(`${site.apiUrl}/cinemas/${slot.cinemaId}`)).json()) as {
        timeZone: string;
      };
      const cinemaClock = new Intl.DateTimeFormat('en-IN', {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }).formatToParts(onSaleAt);
      const part = (type: string) => cinemaClock.find((candidate) => candidate.type === type)!.value;
      const opens = `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
      await page.getByText(`Sales open on ${opens}.`, { exact: false }).waitFor();
      await page.getByText('Sales open in').waitFor();
      assert.deepEqual(await seriousAxeFindings(page), [], 'axe on the queue');
      assert.equal((await horizontalOverflow(page, PHONE.width)).overflow, 0, 'the queue fits the phone');

      await seat.waitFor({ timeout: 20_000 });
      await page.getByText('It’s your turn! You have 10 minutes to choose your seats and pay.').waitFor();
      assert.equal(await page.getByText('You’re in the queue').count(), 0);
    } finally {
      await send(`/api/admin/shows/${showId}/on-sale`, undefined, admin, 'DELETE');
      await context.close();
    }
  });
});
