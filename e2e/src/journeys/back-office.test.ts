/**
 * A cinema runs on the back office, driven through its pages as people use them: an admin invites a manager from
 * the Accounts page; the manager sets a password from the invitation e-mail and signs in, adds a film with its
 * poster through the movie form, a cinema through the cinema form and its screen drawn with the keyboard in the
 * seat-layout editor, and schedules a week of shows, previewed first; a customer finds the film with the site's
 * search, books a seat and pays with the test card; the dashboard counts the sale; the manager cancels the show
 * from the Shows page; the customer's booking reads cancelled with the refund, and the e-mail with the amount is in
 * the outbox. Every back-office page visited has no serious or critical axe finding, and no customer page loads
 * anything of the admin remote.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeFindings } from '../audit/pageChecks.js';
import { launchBrowser } from '../harness/browser.js';
import { DEMO, logInAsDemo } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';
import { payWithTestCard } from '../harness/testCard.js';
import { waitUntil } from '../harness/waitUntil.js';

/** README: the demo admin; the manager is invited during the journey. */
const ADMIN = { email: 'admin@reeltime.app', password: 'admin1234' };
const MANAGER = { email: 'lakeside.manager@example.com', name: 'Lakeside Manager', password: 'lakeside-cinema-2026' };
const DESKTOP = { width: 1366, height: 768 };
const RUN = Date.now().toString(36);
const FILM = `Monsoon Over Lakeside ${RUN}`;
const CINEMA = `Lakeside Screens ${RUN}`;
const CINEMA_ZONE = 'Asia/Kolkata';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
interface PaidBooking {
  id: number;
  movie: { id: number };
  slotId: number;
  totalAmount: number;
  seats: string[];
  showDate: string;
  startTime: string;
}

/** A 300 × 450 PNG (a poster's shape), plain red, built by hand: signature, IHDR, one IDAT, IEND. */
function posterPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const [width, height] = [300, 450];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([200, 30, 40]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A date `days` from today on the cinema's clock, yyyy-mm-dd. */
function cinemaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: CINEMA_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Rupees as the pages write them (₹1,234.50) read back as a number. */
const rupeesIn = (text: string) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN);

describe('A cinema chain runs on the back office', () => {
  let site: RunningSite;
  let browser: Browser;
  let manager: BrowserContext;
  let managerPage: Page;
  let customer: BrowserContext;
  let booking: PaidBooking;
  const adminRequests: string[] = [];

  before(async () => {
    // The dev outbox: the API keeps the e-mails it sends (the invitation, the cancellation), readable over HTTP here.
    site = await startSite({ DEMO_OUTBOX: 'true' });
    browser = await launchBrowser();
  });

  after(async () => {
    await site?.stop();
    await browser?.close();
  });

  async function mailTo(to: string, matches: (mail: OutboxMail) => boolean, what: string): Promise<OutboxMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await fetch(`${site.apiUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as OutboxMail[];
      assert.ok(Array.isArray(mails), `the outbox answered ${response.status}: ${JSON.stringify(mails)}`);
      const mail = mails.find(matches);
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(`no ${what} for ${to} in the outbox: ${JSON.stringify(mails.map((m) => m.subject))}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function assertAxeClean(page: Page, where: string): Promise<void> {
    // axe reads final colours: let transitions finish (a spinner's endless animation is waited out for 5 s at most).
    await waitUntil(
      page,
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5000 },
    ).catch(() => {});
    assert.deepEqual(await seriousAxeFindings(page), [], `axe on ${where}`);
  }

  async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
    await page.goto(`${site.shellUrl}/admin`);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/reports$/, { timeout: 15_000 });
  }

  /** Opens a page from the side navigation, as a manager does, and checks it with axe. */
  async function openFromNavigation(page: Page, label: string, heading: RegExp | string): Promise<void> {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
    await assertAxeClean(page, label);
  }

  /** Waits for the toast that confirms what was just done. */
  async function toastSays(page: Page, text: string | RegExp): Promise<void> {
    await page.getByText(text).first().waitFor({ timeout: 15_000 });
  }

  test('an admin invites a manager from the Accounts page', async () => {
    const admin = await browser.newContext({ viewport: DESKTOP });
    const page = await admin.newPage();
    await signIn(page, ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor({ timeout: 15_000 });
    await assertAxeClean(page, 'the dashboard');
    await openFromNavigation(page, 'Accounts', 'Accounts');
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Email/).fill(MANAGER.email);
    await dialog.getByLabel(/^Name/).fill(MANAGER.name);
    await dialog.getByLabel(/^Role/).selectOption({ label: 'Manager' });
    await dialog.getByLabel('Aurora Cinemas').check();
    await assertAxeClean(page, 'the invitation dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByRole('grid').getByText(MANAGER.email).waitFor({ timeout: 15_000 });
    await admin.close();
  });

  test('the manager sets a password from the invitation e-mail, then signs in with it', async () => {
    const mail = await mailTo(MANAGER.email, (candidate) => /\/admin\/invite#code=/.test(candidate.text), 'invitation');
    const link = /(https?:\/\/\S+\/admin\/invite#code=[\w-]+)/.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    manager = await browser.newContext({ viewport: DESKTOP });
    managerPage = await manager.newPage();
    await managerPage.goto(`${site.shellUrl}${new URL(link).pathname}${new URL(link).hash}`);
    await managerPage.getByRole('heading', { name: `Welcome, ${MANAGER.name}` }).waitFor({ timeout: 20_000 });
    await assertAxeClean(managerPage, 'the invitation page');
    await managerPage.getByLabel('New password').fill(MANAGER.password);
    await managerPage.getByLabel('Repeat the password').fill(MANAGER.password);
    await managerPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await managerPage.waitForURL(/\/admin\/reports$/, { timeout: 20_000 });
    const signedIn = managerPage.getByRole('group', { name: 'Signed in as' });
    await signedIn.getByText(/^Manager · /).waitFor({ timeout: 15_000 });
    assert.equal(
      await managerPage
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Accounts' })
        .count(),
      0,
      'no Accounts page for a manager',
    );

    // The password works on the sign-in page too.
    await signedIn.getByRole('button', { name: 'Sign out' }).click();
    await managerPage.getByRole('heading', { name: 'Back office sign-in' }).waitFor({ timeout: 15_000 });
    await signIn(managerPage, MANAGER);
    await managerPage.getByRole('group', { name: 'Signed in as' }).getByText(MANAGER.name).waitFor({ timeout: 15_000 });
  });

  test('the manager adds a film through the movie form and uploads its poster', async () => {
    const page = managerPage;
    await openFromNavigation(page, 'Movies', 'Movies');
    await page.getByRole('link', { name: 'Add movie' }).click();
    await page.getByRole('heading', { level: 1, name: 'New movie' }).waitFor({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'New movie' });
    await form.getByRole('textbox', { name: 'Title' }).fill(FILM);
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('A monsoon night at the lake, and a projectionist who will not go home.');
    await form.getByRole('combobox', { name: 'Languages' }).fill('Hindi');
    await page.keyboard.press('Enter');
    await form.getByRole('combobox', { name: 'Genres' }).fill('Drama');
    await page.keyboard.press('Enter');
    await form.getByRole('combobox', { name: 'Certification' }).click();
    await page.getByRole('option', { name: 'UA', exact: true }).click();
    await form.getByRole('textbox', { name: /^Running time/ }).fill('120');
    // The date field reads typed digits section by section: year, month, day.
    const [year, month, day] = cinemaDate(-7).split('-');
    await form.getByRole('group', { name: 'Release date' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${year}${month}${day}`);
    await form.getByRole('textbox', { name: 'Trailer link' }).fill('https://youtu.be/dQw4w9WgXcQ');
    await form.getByRole('button', { name: 'Add cast member' }).click();
    await form.getByRole('textbox', { name: 'Cast member 1 name' }).fill('Asha Rao');
    await form.getByRole('textbox', { name: 'Cast member 1 role' }).fill('Meera');
    await assertAxeClean(page, 'the new movie form');
    await form.getByRole('button', { name: 'Create movie' }).click();

    await page.waitForURL(/\/admin\/movies\/\d+$/, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: FILM }).waitFor({ timeout: 15_000 });
    const saved = page.getByRole('form', { name: 'Edit movie' });
    assert.equal(
      await saved.getByRole('textbox', { name: 'Trailer link' }).inputValue(),
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'kept in the watch form',
    );
    assert.equal(await saved.getByRole('textbox', { name: 'Cast member 1 name' }).inputValue(), 'Asha Rao');

    await page
      .getByLabel('Poster image file')
      .setInputFiles({ name: 'monsoon-poster.png', mimeType: 'image/png', buffer: posterPng() });
    await page.getByRole('img', { name: `New poster for ${FILM} (not uploaded yet)` }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Upload poster' }).click();
    await toastSays(page, 'Poster uploaded. Customers see it now.');
    await page.getByText(/^Uploaded poster\./).waitFor({ timeout: 15_000 });
    const poster = page.getByRole('img', { name: `${FILM} poster` });
    await waitUntil(
      page,
      (name) => {
        const image = Array.from(document.images).find((candidate) => candidate.alt === name);
        return image?.complete && image.naturalWidth > 0;
      },
      `${FILM} poster`,
      { timeout: 15_000 },
    );
    assert.doesNotMatch((await poster.getAttribute('src')) ?? '', /^data:/, 'the uploaded poster, served by the site');
    await assertAxeClean(page, 'the movie page');
  });

  test('the manager adds a cinema through the cinema form and draws its screen with the keyboard', async () => {
    const page = managerPage;
    await openFromNavigation(page, 'Cinemas', 'Cinemas');
    await page.getByRole('link', { name: 'Add cinema' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a cinema' }).waitFor({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'Cinema details' });
    await form.getByLabel(/^Name/).fill(CINEMA);
    await form.getByLabel(/^City/).fill('Pune');
    await form.getByLabel('Time zone').selectOption(CINEMA_ZONE);
    await form.getByLabel(/^Address/).fill('1 Lake Road, Pune');
    await form.getByLabel('Facilities').fill('Parking, Wheelchair access');
    await form.getByLabel(/^Cancellation cut-off/).fill('120');
    await form.getByLabel(/^Refund on cancellation/).fill('100');
    await form.getByLabel(/^Cleaning gap/).fill('20');
    await assertAxeClean(page, 'the new cinema form');
    await form.getByRole('button', { name: 'Add cinema' }).click();
    await page.waitForURL(/\/admin\/cinemas\/\d+$/, { timeout: 15_000 });
    await toastSays(page, `${CINEMA} added. Now add its screens.`);

    await page.getByRole('link', { name: 'Add screen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a screen' }).waitFor({ timeout: 15_000 });
    await page.getByLabel(/^Screen name/).fill('Screen 1');
    // Two rows: the empty grid's last rows taken away, then one added, each button pressed from the keyboard.
    await page.getByRole('button', { name: 'Remove last row' }).focus();
    for (let press = 0; press < 4; press++) await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add row' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getByRole('grid', { name: 'Seat layout' }).getByRole('row').count(), 2, 'rows A and B');
    // Row A: a wheelchair space, its companion seat, an aisle, four seats; row B: two seats, an aisle, four seats.
    await page.getByRole('gridcell', { name: 'Row A, column 1: aisle' }).focus();
    const keys = [
      'w',
      'ArrowRight',
      'c',
      'ArrowRight',
      'ArrowRight',
      ' ',
      'ArrowRight',
      ' ',
      'ArrowRight',
      ' ',
      'ArrowRight',
      ' ',
      'ArrowDown',
      ' ',
      'ArrowLeft',
      ' ',
      'ArrowLeft',
      ' ',
      'ArrowLeft',
      ' ',
      'ArrowLeft',
      's',
      'Delete',
      'ArrowLeft',
      's',
      'Home',
      's',
    ];
    for (const key of keys) await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.getByLabel('Row B tier').focus();
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.getByLabel('Row B tier').inputValue(), 'Prime');
    await page.getByLabel(/^Prime price/).fill('300');
    await page.getByLabel(/^Classic price/).fill('200');
    const grid = page.getByRole('grid', { name: 'Seat layout' });
    for (const name of [
      'Row A, column 1: wheelchair space A1, Classic',
      'Row A, column 2: companion seat A2, Classic',
      'Row A, column 3: aisle',
      'Row A, column 7: seat A6, Classic',
      'Row B, column 2: seat B2, Prime',
      'Row B, column 3: aisle',
      'Row B, column 7: seat B6, Prime',
    ])
      assert.equal(await grid.getByRole('gridcell', { name, exact: true }).count(), 1, name);
    await page.getByText('12 seats: Recliner 0, Prime 6, Classic 6').waitFor();
    await assertAxeClean(page, 'the seat-layout editor');
    await page.getByRole('button', { name: 'Save screen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/screens\/\d+$/, { timeout: 15_000 });
    await toastSays(page, 'Screen 1 saved: 12 seats.');
    await page.getByRole('heading', { level: 1, name: 'Screen and seat layout' }).waitFor({ timeout: 15_000 });
    await page.getByText('12 seats: Recliner 0, Prime 6, Classic 6').waitFor({ timeout: 15_000 });
  });

  test('the manager schedules a week of shows through the schedule form, previewed first', async () => {
    const page = managerPage;
    await openFromNavigation(page, 'Shows', /^Shows$/);
    await page.getByRole('link', { name: 'Schedule shows' }).click();
    await page.getByRole('heading', { level: 1, name: 'Schedule shows' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Cinema', { exact: true }).selectOption({ label: CINEMA });
    const form = page.getByRole('form', { name: 'Schedule shows' });
    await form.getByRole('option', { name: 'Screen 1' }).waitFor({ state: 'attached', timeout: 15_000 });
    await form.getByLabel(/^Movie/).selectOption({ label: `${FILM} (120 min)` });
    await form.getByLabel(/^Screen/).selectOption({ label: 'Screen 1' });
    await form.getByLabel('Prime price (₹)').waitFor({ timeout: 15_000 });
    assert.equal(await form.getByLabel('Prime price (₹)').inputValue(), '300', 'the screen’s default price');
    await form.getByLabel('Format').selectOption('3D');
    await form.getByLabel(/^Audio language/).fill('Hindi');
    await form.getByLabel(/^Subtitles/).fill('English');
    await form.getByLabel(/^From/).fill(cinemaDate(1));
    await form.getByLabel(/^To/).fill(cinemaDate(7));
    await form.getByLabel('Time 1', { exact: true }).fill('10:00');
    await form.getByRole('button', { name: 'Add a time' }).click();
    await form.getByLabel('Time 2', { exact: true }).fill('19:30');
    await form.getByRole('button', { name: 'Preview' }).click();

    const preview = form.getByRole('table', { name: 'Shows to be created' });
    await preview.waitFor({ timeout: 15_000 });
    await form.getByText(`14 shows of ${FILM} on Screen 1, ${CINEMA}, can be created.`).waitFor();
    assert.equal(await preview.getByRole('row').count(), 15, 'a header and 14 shows');
    assert.equal(await preview.getByRole('row', { name: new RegExp(`^${cinemaDate(1)} 10:00 AM`) }).count(), 1);
    await assertAxeClean(page, 'the schedule form with its preview');
    await form.getByRole('button', { name: 'Create 14 shows' }).click();
    await page.waitForURL(/\/admin\/shows$/, { timeout: 15_000 });
    await toastSays(page, '14 shows scheduled.');
    // The router moves on in a transition: the address changes before the Shows page replaces the form.
    await page.getByRole('heading', { level: 1, name: /^Shows$/ }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Cinema', { exact: true }).selectOption({ label: CINEMA });
    await page.getByRole('button', { name: `Cancel ${FILM} ${cinemaDate(1)} 10:00` }).waitFor({ timeout: 15_000 });
  });

  test('a customer finds the new film with the search, books a seat and pays, and no customer page loads the admin remote', async () => {
    customer = await browser.newContext({ viewport: DESKTOP });
    const page = await customer.newPage();
    page.on('request', (request) => {
      if (request.url().startsWith(site.remoteOrigins.admin)) adminRequests.push(request.url());
    });
    await logInAsDemo(page, site.shellUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Search movies' }).click();
    await page.getByPlaceholder('Search for movies').fill(FILM);
    const result = page.getByRole('dialog').getByRole('article', { name: FILM });
    await result.waitFor({ timeout: 20_000 });
    await result.getByRole('link', { name: FILM }).click();
    await page.getByRole('heading', { level: 1, name: FILM }).waitFor({ timeout: 15_000 });

    await page
      .getByRole('group', { name: `Showtimes at ${CINEMA}` })
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL(/\/seat-selection(\?show=\d+)?$/, { timeout: 15_000 });
    const seat = page.getByRole('button', { name: /^Seat B4, .*available$/ });
    await seat.waitFor({ timeout: 15_000 });
    await seat.click();
    assert.equal(await page.getByRole('button', { name: /^Seat B4, .*selected$/ }).count(), 1);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/payment$/);
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 15_000 });
    const payment = page.waitForResponse((response) => response.url().endsWith('/api/bookings/payment'));
    await payWithTestCard(page);
    booking = (await (await payment).json()) as PaidBooking;
    assert.deepEqual([booking.seats, booking.showDate, booking.startTime], [['B4'], cinemaDate(1), '10:00']);

    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await page
      .getByRole('article', { name: FILM })
      .getByText('Confirmed', { exact: true })
      .waitFor({ timeout: 15_000 });
    assert.deepEqual(adminRequests, [], 'customer pages fetched nothing from the admin remote');
  });

  test('the dashboard counts the sale for the film and the cinema', async () => {
    const page = managerPage;
    await openFromNavigation(page, 'Dashboard', 'Sales');
    for (const [table, name] of [
      ['Figures per movie', FILM],
      ['Figures per cinema', CINEMA],
    ] as const) {
      const row = page
        .getByRole('table', { name: table })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await row.waitFor({ timeout: 20_000 });
      const [tickets, gross] = await row.getByRole('cell').allTextContents();
      assert.deepEqual(
        [tickets, rupeesIn(gross ?? '')],
        ['1', booking.totalAmount],
        `${table}: one ticket, what the customer paid`,
      );
    }
    await assertAxeClean(page, 'the dashboard with a sale');
  });

  test('the manager cancels the show from the Shows page: the booking reads cancelled with its refund, and the e-mail says the amount', async () => {
    const page = managerPage;
    await openFromNavigation(page, 'Shows', /^Shows$/);
    await page.getByLabel('Cinema', { exact: true }).selectOption({ label: CINEMA });
    await page.getByRole('button', { name: `Cancel ${FILM} ${cinemaDate(1)} 10:00` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${FILM}, ${cinemaDate(1)} 10:00 AM?` });
    await dialog.waitFor({ timeout: 15_000 });
    const warning = await dialog.getByText(/^1 booking will be refunded in full/).textContent();
    assert.equal(rupeesIn(warning ?? ''), booking.totalAmount, warning ?? '');
    await dialog.getByLabel(/^Reason/).fill('Projector failure');
    await assertAxeClean(page, 'the cancel-show dialog');
    await dialog.getByRole('button', { name: 'Cancel show and refund 1' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await toastSays(page, /^Show cancelled: 1 booking refunded \(₹/);

    const myBookings = await customer.newPage();
    await myBookings.goto(`${site.shellUrl}/my-bookings`);
    const card = myBookings.getByRole('article', { name: FILM });
    await card.getByText('Cancelled', { exact: true }).waitFor({ timeout: 15_000 });
    const refund = await card.getByText(/refunded to your card$/).textContent();
    assert.equal(rupeesIn(refund ?? ''), booking.totalAmount, refund ?? '');
    await customer.close();

    const mail = await mailTo(
      DEMO.email,
      (candidate) => /Refund: ₹/.test(candidate.text) && candidate.text.includes(FILM),
      'cancellation e-mail',
    );
    assert.equal(rupeesIn(/Refund: (₹[\d,.]+)/.exec(mail.text)?.[1] ?? ''), booking.totalAmount, mail.text);
    const detail = (await (await fetch(`${site.apiUrl}/movies/${booking.movie.id}`)).json()) as {
      slots: { slotId: number }[];
    };
    assert.ok(!detail.slots.some((slot) => slot.slotId === booking.slotId), 'the cancelled show left the film page');
  });
});
