/**
 * A cinema runs on the back office: an admin invites a manager; the manager (from the invitation e-mail) sets a
 * password, adds a film with a poster, a cinema with a screen's seat layout and a week of shows; a customer finds
 * the film on the site and books; the dashboard counts the sale; the manager cancels the show; the customer's
 * booking reads cancelled with the refund, and the e-mail with the amount is in the outbox. Every admin page
 * visited has no serious or critical axe finding, and no customer page loads anything of the admin remote.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeFindings } from '../audit/pageChecks.js';
import { launchBrowser } from '../harness/browser.js';
import { DEMO, demoToken, logInAsDemo } from '../harness/demoUser.js';
import { startSite, type RunningSite } from '../harness/site.js';
import { waitUntil } from '../harness/waitUntil.js';

/** README: the demo admin; the manager is invited during the journey. */
const ADMIN = { email: 'admin@reeltime.app', password: 'admin1234' };
const MANAGER = { email: 'lakeside.manager@example.com', name: 'Lakeside Manager', password: 'lakeside-cinema-2026' };
const CARD = { cardNumber: '4111 1111 1111 1111', cardHolderName: 'Demo User', expiryDate: '12/39', cvv: '123' };
const DESKTOP = { width: 1366, height: 768 };
const FILM = `Monsoon Over Lakeside ${Date.now().toString(36)}`;
const CINEMA = `Lakeside Screens ${Date.now().toString(36)}`;

interface OutboxMail { to: string; subject: string; text: string }

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

/** Two rows of Classic seats with an aisle, a wheelchair space and its companion seat: the editor's JSON format. */
const LAYOUT = {
  tiers: [{ tier: 'Prime', pricePaise: 30000 }, { tier: 'Classic', pricePaise: 20000 }],
  rows: [
    { label: 'A', tier: 'Classic', seats: [
      { number: 1, column: 1, kind: 'wheelchair' }, { number: 2, column: 2, kind: 'companion' },
      ...[3, 4, 5, 6].map((number) => ({ number, column: number + 1, kind: 'standard' })),
    ] },
    { label: 'B', tier: 'Prime', seats: [1, 2, 3, 4, 5, 6].map((number) => ({ number, column: number <= 2 ? number : number + 1, kind: 'standard' })) },
  ],
};

describe('A cinema chain runs on the back office', () => {
  let site: RunningSite;
  let browser: Browser;
  let admin: BrowserContext;
  let manager: BrowserContext;
  let managerPage: Page;
  let managerToken: string;
  let movieId: number;
  let screenId: number;
  let showId: number;
  let bookingId: number;
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

  async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: T }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${site.apiUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  }

  async function mailTo(to: string, matches: (mail: OutboxMail) => boolean, what: string): Promise<OutboxMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await fetch(`${site.apiUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as OutboxMail[];
      assert.ok(Array.isArray(mails), `the outbox answered ${response.status}: ${JSON.stringify(mails)}`);
      const mail = mails.find(matches);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no ${what} for ${to} in the outbox: ${JSON.stringify(mails.map((m) => m.subject))}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function assertAxeClean(page: Page, where: string): Promise<void> {
    // axe reads final colours: let transitions finish (a spinner's endless animation is waited out for 5 s at most).
    await waitUntil(page, () => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5000 }).catch(() => {});
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

  test('an admin invites a manager from the Accounts page', async () => {
    admin = await browser.newContext({ viewport: DESKTOP });
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
  });

  test('the manager sets a password from the invitation e-mail and lands on the back office', async () => {
    const mail = await mailTo(MANAGER.email, (candidate) => /\/admin\/invite#code=/.test(candidate.text), 'invitation');
    const link = /(https?:\/\/\S+\/admin\/invite#code=[\w-]+)/.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    manager = await browser.newContext({ viewport: DESKTOP });
    managerPage = await manager.newPage();
    await managerPage.goto(`${site.shellUrl}${new URL(link).pathname}${new URL(link).hash}`);
    await managerPage.getByLabel('New password').waitFor({ timeout: 20_000 });
    await assertAxeClean(managerPage, 'the invitation page');
    await managerPage.getByLabel('New password').fill(MANAGER.password);
    await managerPage.getByLabel('Repeat the password').fill(MANAGER.password);
    await managerPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await managerPage.waitForURL(/\/admin\/reports$/, { timeout: 20_000 });
    const signedIn = managerPage.getByRole('group', { name: 'Signed in as' });
    await signedIn.getByText(/^Manager · /).waitFor({ timeout: 15_000 });
    assert.equal(await managerPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).count(), 0, 'no Accounts page for a manager');
    const login = await api<{ token: string }>('POST', '/api/auth/login', { username: MANAGER.email, password: MANAGER.password });
    assert.equal(login.status, 200);
    managerToken = login.json.token;
  });

  test('the manager adds a film with a poster', async () => {
    const created = await api<{ id: number }>('POST', '/api/admin/movies', {
      title: FILM, description: 'A monsoon night at the lake.', languages: ['Hindi'], genres: ['Drama'], certification: 'UA',
      runtimeMinutes: 120, releaseDate: '2026-01-09', cast: [{ name: 'Asha Rao', role: 'Meera' }], crew: [{ name: 'Vikram Sen', job: 'Director' }],
      trailerUrl: 'https://youtu.be/dQw4w9WgXcQ',
    }, managerToken);
    assert.equal(created.status, 201, JSON.stringify(created.json));
    movieId = created.json.id;
    const form = new FormData();
    form.append('poster', new Blob([new Uint8Array(posterPng())], { type: 'image/png' }), 'poster.png');
    const upload = await fetch(`${site.apiUrl}/api/admin/movies/${movieId}/poster`, { method: 'PUT', headers: { authorization: `Bearer ${managerToken}` }, body: form });
    assert.equal(upload.status, 200, await upload.text());
    await openFromNavigation(managerPage, 'Movies', 'Movies');
    await managerPage.getByText(FILM).first().waitFor({ timeout: 15_000 });
  });

  test('the manager adds a cinema and a screen with its seat layout', async () => {
    const cinema = await api<{ id: number }>('POST', '/api/admin/cinemas', {
      name: CINEMA, city: 'Pune', address: '1 Lake Road, Pune', timeZone: 'Asia/Kolkata', facilities: ['Parking'],
      cancellationPolicy: { cutoffMinutes: 120, refundPercent: 100 }, cleaningMinutes: 20,
    }, managerToken);
    assert.equal(cinema.status, 201, JSON.stringify(cinema.json));
    const screen = await api<{ id: number }>('POST', `/api/admin/cinemas/${cinema.json.id}/screens`, { name: 'Screen 1', layout: LAYOUT }, managerToken);
    assert.equal(screen.status, 201, JSON.stringify(screen.json));
    screenId = screen.json.id;
    await openFromNavigation(managerPage, 'Cinemas', 'Cinemas');
    await managerPage.getByText(CINEMA).first().waitFor({ timeout: 15_000 });
    await managerPage.goto(`${site.shellUrl}/admin/screens/${screenId}`);
    await managerPage.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await assertAxeClean(managerPage, 'the seat-layout editor');
  });

  test('the manager schedules a week of shows, previewed first', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
    const weekEnd = new Date(Date.now() + 7 * 24 * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
    const body = { movieId, screenId, format: '2D', audioLanguage: 'Hindi', fromDate: tomorrow, toDate: weekEnd, times: ['10:00', '19:30'] };
    const preview = await api<{ created: number; shows: unknown[]; problems: unknown[] }>('POST', '/api/admin/shows?dryRun=true', body, managerToken);
    assert.equal(preview.status, 200, JSON.stringify(preview.json));
    assert.deepEqual([preview.json.created, preview.json.shows.length, preview.json.problems], [0, 14, []]);
    const created = await api<{ created: number; shows: { id: number }[] }>('POST', '/api/admin/shows', body, managerToken);
    assert.ok(created.status === 200 || created.status === 201, JSON.stringify(created.json));
    assert.equal(created.json.created, 14);
    showId = created.json.shows[0]!.id!;
    await openFromNavigation(managerPage, 'Shows', /Shows/);
  });

  test('a customer finds the new film on the site and books it, and no customer page loads the admin remote', async () => {
    const customer = await browser.newContext({ viewport: DESKTOP });
    const page = await customer.newPage();
    page.on('request', (request) => {
      if (request.url().startsWith(site.remoteOrigins.admin)) adminRequests.push(request.url());
    });
    await logInAsDemo(page, site.shellUrl);
    await page.goto(`${site.shellUrl}/movies`);
    await page.getByText(FILM).first().waitFor({ timeout: 20_000 });
    await page.goto(`${site.shellUrl}/movies/${movieId}`);
    await page.getByRole('heading', { level: 1, name: FILM }).waitFor({ timeout: 15_000 });
    const token = await demoToken(site.apiUrl);
    const hold = await api<{ totalAmount: number }>('POST', '/api/bookings/select-seats', { slotId: showId, seatNumbers: ['B3', 'B4'] }, token);
    assert.equal(hold.status, 200, JSON.stringify(hold.json));
    const paid = await api<{ id: number }>('POST', '/api/bookings/payment', { slotId: showId, seatNumbers: ['B3', 'B4'], totalAmount: hold.json.totalAmount, ...CARD }, token);
    assert.equal(paid.status, 201, JSON.stringify(paid.json));
    bookingId = paid.json.id;
    await page.goto(`${site.shellUrl}/my-bookings`);
    await page.getByText(FILM).first().waitFor({ timeout: 15_000 });
    assert.deepEqual(adminRequests, [], 'customer pages fetched nothing from the admin remote');
    await customer.close();
  });

  test('the dashboard counts the sale', async () => {
    await managerPage.goto(`${site.shellUrl}/admin/reports`);
    await managerPage.getByRole('heading', { level: 1, name: 'Sales' }).waitFor({ timeout: 15_000 });
    await managerPage.locator('table', { hasText: FILM }).first().waitFor({ timeout: 20_000 });
    await assertAxeClean(managerPage, 'the dashboard with a sale');
  });

  test('the manager cancels the show: the booking reads cancelled with its refund, and the e-mail says the amount', async () => {
    const cancelled = await api<unknown>('POST', `/api/admin/shows/${showId}/cancel`, { reason: 'Projector failure' }, managerToken);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.json));
    const token = await demoToken(site.apiUrl);
    const seats = await api<unknown>('GET', `/api/seats/slot/${showId}`, undefined, token);
    assert.equal(seats.status, 404);
    const bookings = await api<{ id: number; status: string; refundAmount?: number }[]>('GET', '/api/bookings/my-bookings', undefined, token);
    const booking = bookings.json.find((candidate) => candidate.id === bookingId);
    assert.equal(booking?.status, 'CANCELLED', JSON.stringify(booking));
    assert.ok((booking?.refundAmount ?? 0) > 0, `refunded: ${JSON.stringify(booking)}`);
    const mail = await mailTo(DEMO.email, (candidate) => /Refund: ₹/.test(candidate.text) && candidate.text.includes(FILM), 'cancellation e-mail');
    assert.match(mail.text, /Refund: ₹[\d,]+\.\d\d/);
    const detail = await api<{ slots: { slotId: number }[] }>('GET', `/movies/${movieId}`);
    assert.ok(!detail.json.slots.some((slot) => slot.slotId === showId), 'the cancelled show left the film page');
  });
});
