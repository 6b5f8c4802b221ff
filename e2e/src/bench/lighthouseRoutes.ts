import type { Page } from 'playwright-core';
import { DEMO, logIn as logInAs } from '../harness/demoUser.js';
import type { PrepareTab } from './lighthouseRuns.js';

/**
 * What the site of a bench that runs Lighthouse on logged-in routes needs: every run logs in afresh from one address,
 * more logins than the API allows one address (or one account) in a quarter of an hour, so login limits are off.
 */
export const LIGHTHOUSE_SITE_ENV = { LOGIN_RATE_LIMIT_MAX: '0', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '0' };

export interface LighthouseRoute {
  route: string;
  /** The customer's steps before the page, in the measured tab (none: the page is opened cold). */
  prepare?: PrepareTab;
}

/** The routes `npm run bench:web` runs Lighthouse on by default (the bench stays about 5 minutes). */
export const SHORT_LIGHTHOUSE_ROUTES = ['/', '/movies', '/movies/1', '/cinemas/1'];

export async function logIn(page: Page, shellUrl: string, route: string): Promise<string> {
  // Closes the Login dialog once logged in, at any width (a phone's header has no greeting).
  await logInAs(page, shellUrl, DEMO);
  await page.goto(`${shellUrl}${route}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page.url();
}

/** Movie page → its first showtime: the tab is on that show's seat map. */
export async function openSeatMap(page: Page, shellUrl: string, movieId: number): Promise<string> {
  await logInAs(page, shellUrl, DEMO);
  await page.goto(`${shellUrl}/movies/${movieId}`);
  await page
    .getByRole('group', { name: /^Showtimes at / })
    .first()
    .getByRole('button')
    .first()
    .click({ timeout: 30_000 });
  await page.waitForURL(new RegExp(`/movies/${movieId}/seat-selection(\\?show=\\d+)?$`));
  await page
    .getByRole('button', { name: /^Seat \w+, .+, available$/ })
    .first()
    .waitFor({ timeout: 30_000 });
  return page.url();
}

/** Seat map → two free seats held → Proceed to Payment: the tab is on /payment. */
export async function holdTwoSeats(page: Page, shellUrl: string, movieId: number): Promise<string> {
  await openSeatMap(page, shellUrl, movieId);
  const free = page.getByRole('button', { name: /^Seat \w+, .+, available$/ });
  await free.nth(0).click();
  await free.nth(0).click(); // the first one is now "selected": the next free seat moved up
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/payment$/);
  await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: 30_000 });
  return page.url();
}

/**
 * Seats held on the payment page, which the tab then leaves as a customer leaves it inside the site: the mark of a
 * payment under way goes (a reload there cancels the booking by design) and the tab goes to `about:blank` without
 * the page's "leave this page?" prompt (Playwright skips it), so the page measured next loads it again, cold, with
 * the booking the tab's session storage keeps. Resolves with the payment page's URL.
 */
export async function leavePaymentWithSeatsHeld(page: Page, shellUrl: string, movieId: number): Promise<string> {
  const url = await holdTwoSeats(page, shellUrl, movieId);
  await page.evaluate(() => window.localStorage.removeItem('reeltime.paymentSessionActive'));
  await page.goto('about:blank');
  return url;
}

/**
 * Every customer route, as a customer reaches it: the public pages cold; the account pages after
 * logging in; seat selection on a real show and payment with seats really held.
 */
export async function allLighthouseRoutes(shellUrl: string, apiUrl: string): Promise<LighthouseRoute[]> {
  const recent = (await (await fetch(`${apiUrl}/movies/recent`)).json()) as { id: number }[];
  const movieId = recent[0]?.id;
  if (movieId === undefined) throw new Error('the API lists no movie to book');
  return [
    { route: '/' },
    { route: '/movies' },
    { route: `/movies/${movieId}` },
    { route: '/cinemas/1' },
    { route: `/movies/${movieId}/seat-selection`, prepare: (page) => openSeatMap(page, shellUrl, movieId) },
    { route: '/payment', prepare: (page) => leavePaymentWithSeatsHeld(page, shellUrl, movieId) },
    { route: '/info', prepare: (page) => logIn(page, shellUrl, '/info') },
    { route: '/my-bookings', prepare: (page) => logIn(page, shellUrl, '/my-bookings') },
    { route: '/favorite', prepare: (page) => logIn(page, shellUrl, '/favorite') },
    { route: '/terms-and-conditions' },
    { route: '/privacy-policy' },
    { route: '/help' },
    { route: '/no-such-page' },
  ];
}
