import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser.js';
import { startSite, type RunningSite } from '../harness/site.js';

interface MovieSummary {
  id: number;
  title: string;
}
interface Slot {
  slotId: number;
  showDate: string;
  startTime: string;
}
interface Seat {
  seatNumber: string;
  status: 'AVAILABLE' | 'BOOKED' | 'HELD';
}
interface Hold {
  slotId: number;
  seatNumbers: string[];
  totalAmount: number;
}
interface Booking {
  id: number;
  status: string;
  showDate: string;
  startTime: string;
  showDateTime: string;
  movie: { title: string };
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** How the site writes a show's date and time (`21 Nov 2026 · 3:00 PM`), from the cinema's own clock. */
function cinemaShowText(showDate: string, startTime: string): string {
  const [year, month, day] = showDate.split('-').map(Number);
  const date = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
  const [hours, minutes] = startTime.split(':').map(Number);
  const time = `${hours! % 12 === 0 ? 12 : hours! % 12}:${String(minutes).padStart(2, '0')} ${hours! >= 12 ? 'PM' : 'AM'}`;
  return `${date} · ${time}`;
}

describe('A new customer’s account in a browser outside India', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const stamp = Date.now();
  const user = {
    username: 'Journey Tester',
    email: `journey-${stamp}@example.com`,
    phone: `9${String(stamp).slice(-9)}`,
    password: 'first-pass-1',
    gender: 'female',
  };
  const newName = 'Journey Renamed';
  const newPassword = 'second-pass-2';
  let booking: Booking;
  let favourite: MovieSummary;

  const api = async <T>(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${site.apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };

  const apiLogin = (password: string) =>
    api<{ token?: string }>('/api/auth/login', { method: 'POST', body: { username: user.email, password } });

  /** Both widths, for looking at the screen as a phone and a laptop user would. */
  const screenshotBothWidths = async (name: string, ready?: () => Promise<unknown>) => {
    for (const [label, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await ready?.();
      // Let dialogs finish fading in and the layout settle after the resize.
      await page.waitForTimeout(500);
      await screenshot(page, `${name}-${label}`);
    }
    await page.setViewportSize(DESKTOP);
  };

  const header = () => page.getByRole('banner');
  const toast = (text: string): Locator => page.getByText(text, { exact: true });

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();

    // A new customer registers and books two seats through the API, as the booking pages would.
    const registered = await api('/api/auth/register', { method: 'POST', body: user });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    const { body: login } = await apiLogin(user.password);
    const token = login.token!;
    assert.ok(token);

    const { body: recent } = await api<MovieSummary[]>('/movies/recent');
    favourite = recent[0]!;
    const { body: movie } = await api<{ slots: Slot[] }>(`/movies/${favourite.id}`);
    const slot = movie.slots[0]!;
    const { body: seats } = await api<Seat[]>(`/api/seats/slot/${slot.slotId}`);
    const free = seats
      .filter((seat) => seat.status === 'AVAILABLE')
      .slice(0, 2)
      .map((seat) => seat.seatNumber);
    const hold = await api<Hold>('/api/bookings/select-seats', {
      method: 'POST',
      token,
      body: { slotId: slot.slotId, seatNumbers: free },
    });
    assert.equal(hold.status, 200, JSON.stringify(hold.body));
    const paid = await api<Booking>('/api/bookings/payment', {
      method: 'POST',
      token,
      body: {
        slotId: slot.slotId,
        seatNumbers: free,
        totalAmount: hold.body.totalAmount,
        cardNumber: '4111111111111111',
        cardHolderName: user.username,
        expiryDate: '12/30',
        cvv: '123',
      },
    });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    booking = paid.body;

    const favourited = await api(`/api/user/favorites/${favourite.id}`, { method: 'POST', token });
    assert.ok(favourited.status < 300, JSON.stringify(favourited.body));

    // A browser whose clock is in Los Angeles: shows must still read as the cinema's (India's) clock.
    context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'America/Los_Angeles' });
    page = await context.newPage();
  });

  after(async () => {
    await context?.close();
    await site?.stop();
    // Last: it fails the run on any CSP violation seen (see launchBrowser).
    await browser?.close();
  });

  test('logs in through the header', async () => {
    await page.goto(site.shellUrl);
    await header().getByRole('button', { name: 'Login/Signup' }).click();
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email or Mobile Number').fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await header().getByText(`Hi, ${user.username}`).waitFor();
  });

  test('the favourite heart is filled on the home page right after a load', async () => {
    await page.goto(site.shellUrl);
    const heart = page.getByRole('button', { name: `Remove ${favourite.title} from favourites` }).first();
    await heart.waitFor();
    assert.equal(await heart.getAttribute('aria-pressed'), 'true');
  });

  test('My Bookings shows the booking at the cinema’s time, and its QR on request', async () => {
    assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'America/Los_Angeles');
    await page.goto(`${site.shellUrl}/my-bookings`);
    const card = page.getByRole('article', { name: booking.movie.title });
    await card.waitFor();
    await card.getByText(cinemaShowText(booking.showDate, booking.startTime), { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Show QR' }).click();
    const qr = card.getByRole('img', { name: `Ticket QR code for ${booking.movie.title}` });
    await qr.waitFor();
    const payload = JSON.parse((await qr.getAttribute('data-qr-value')) ?? '{}') as Record<string, unknown>;
    assert.equal(payload.bookingId, booking.id);
    assert.equal(payload.date, booking.showDate);
    assert.equal(payload.time, booking.startTime);
    const box = await qr.locator('svg').boundingBox();
    assert.equal(Math.round(box!.width), 100);
    await screenshotBothWidths('my-bookings-qr', () => qr.waitFor());

    await card.getByRole('button', { name: 'Hide QR' }).click();
    await qr.waitFor({ state: 'detached' });
  });

  test('Edit Profile renames the user and the header greeting follows', async () => {
    await page.goto(`${site.shellUrl}/info`);
    await page.getByRole('heading', { level: 1, name: user.username }).waitFor();
    await screenshotBothWidths('profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    assert.equal(await toast('Profile updated successfully!').count(), 0, 'Edit Profile must not save by itself');
    await name.fill(newName);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await toast('Profile updated successfully!').waitFor();
    await header().getByText(`Hi, ${newName}`).waitFor();
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();
    const { body: profile } = await api<{ username: string }>('/api/user/profile', {
      token: (await page.evaluate(() => localStorage.getItem('JWT_TOKEN'))) ?? '',
    });
    assert.equal(profile.username, newName);
  });

  test('Change Password keeps the user logged in, and the new password logs in', async () => {
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(user.password);
    await dialog.getByLabel(/^New Password/).fill(newPassword);
    await dialog.getByLabel('Confirm New Password').fill(newPassword);
    await screenshotBothWidths('change-password-dialog');
    await dialog.getByRole('button', { name: 'Change Password' }).click();

    await toast('Password changed successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Still logged in with the fresh token, also after a reload.
    await page.reload();
    await header().getByText(`Hi, ${newName}`).waitFor();
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();

    assert.equal((await apiLogin(user.password)).status >= 400, true, 'the old password no longer works');
    const { status, body } = await apiLogin(newPassword);
    assert.equal(status, 200);
    assert.ok(body.token);
  });

  test('Delete Account asks first, then logs out at / for good', async () => {
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
    await dialog.getByText(/permanently deleted/).waitFor();
    await screenshotBothWidths('delete-account-dialog');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

    await toast('Account deleted successfully!').waitFor();
    await page.waitForURL(`${site.shellUrl}/`);
    await header().getByRole('button', { name: 'Login/Signup' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('JWT_TOKEN')), null);
    assert.ok((await apiLogin(newPassword)).status >= 400, 'the deleted account cannot log in');
  });
});
