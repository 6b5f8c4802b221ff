import type { Browser, Page } from 'playwright-core';
import { urlsInHtml } from './criticalPath.js';
import { leavePaymentWithSeatsHeld, logIn, openSeatMap } from './lighthouseRoutes.js';
import { NetworkRecorder, type RecordedRequest } from './networkRecorder.js';
import { deepestScriptChain } from './scriptChain.js';

/** The phone the budgets are set for (the width of the smallest common phones). */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** The customer's steps in the tab before a route is measured: where the tab then is. */
type Prepare = (page: Page, shellUrl: string) => Promise<string>;

/** The movie the booking routes are reached through (the demo data shows it everywhere all week). */
const MOVIE_ID = 1;

export interface MeasuredRoute {
  path: string;
  /** Its key in build-config/performance-budgets.json. */
  budgetKey: string;
  /** How a customer reaches it (none: opened from a link); the page is then reloaded with an empty cache. */
  prepare?: Prepare;
}

/**
 * The customer routes measured cold. A page that needs a booking in progress or a login is reached
 * the way a customer reaches it: seat selection on a real show, payment with seats really held, the
 * account pages logged in (without, they would measure the movie page or a login prompt instead).
 */
export const ROUTES: MeasuredRoute[] = [
  { path: '/', budgetKey: '/' },
  { path: '/movies', budgetKey: '/movies' },
  { path: `/movies/${MOVIE_ID}`, budgetKey: '/movies/:id' },
  {
    path: `/movies/${MOVIE_ID}/seat-selection`,
    budgetKey: '/movies/:id/seat-selection',
    prepare: (page, shellUrl) => openSeatMap(page, shellUrl, MOVIE_ID),
  },
  { path: '/cinemas/1', budgetKey: '/cinemas/:id' },
  {
    path: '/payment',
    budgetKey: '/payment',
    prepare: (page, shellUrl) => leavePaymentWithSeatsHeld(page, shellUrl, MOVIE_ID),
  },
  { path: '/info', budgetKey: '/info', prepare: (page, shellUrl) => logIn(page, shellUrl, '/info') },
  {
    path: '/my-bookings',
    budgetKey: '/my-bookings',
    prepare: (page, shellUrl) => logIn(page, shellUrl, '/my-bookings'),
  },
  { path: '/favorite', budgetKey: '/favorite', prepare: (page, shellUrl) => logIn(page, shellUrl, '/favorite') },
  { path: '/terms-and-conditions', budgetKey: '/terms-and-conditions' },
  { path: '/privacy-policy', budgetKey: '/privacy-policy' },
  { path: '/no-such-page', budgetKey: '*' },
];

/** The routes picked by `--only=<path>[,<path>…]` among `args` (every route without it). */
export function selectedRoutes(args: string[]): typeof ROUTES {
  const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return ROUTES;
  const wanted = new Set(only.split(',').filter(Boolean));
  const picked = ROUTES.filter((route) => wanted.has(route.path) || wanted.has(route.budgetKey));
  if (picked.length === 0)
    throw new Error(`--only=${only} names no measured route: ${ROUTES.map((route) => route.path).join(', ')}`);
  return picked;
}

/** Waits until the page has drawn what it is for and the network has been quiet for a moment. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

export interface RouteFigures {
  jsBytes: number;
  cssBytes: number;
  requests: number;
  jsRequests: number;
  chainDepth: number;
  requestList: RecordedRequest[];
  htmlUrls: Set<string>;
}

/**
 * One route loaded in a fresh phone-sized tab with an empty cache: what its scripts cost. With
 * `prepare`, the customer's steps run first in that tab, then the HTTP cache is emptied and the
 * page opened again (the booking in progress lives in the tab's session storage).
 */
export async function coldLoad(
  browser: Browser,
  shellUrl: string,
  route: Pick<MeasuredRoute, 'path' | 'prepare'>,
): Promise<RouteFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    let url = `${shellUrl}${route.path}`;
    if (route.prepare) {
      url = await route.prepare(page, shellUrl);
      await settle(page);
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
      await page.goto('about:blank');
    }
    const recorder = await NetworkRecorder.attach(page);
    await page.goto(url);
    if (new URL(url).pathname.startsWith('/movies') || new URL(url).pathname === '/') {
      await page
        .getByTestId('movie-card')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
    }
    await settle(page);
    const requestList = recorder.requests();
    const html = requestList[0] ? await recorder.bodyOf(requestList[0]) : null;
    const htmlUrls = html ? urlsInHtml(html, requestList[0]!.url) : new Set<string>();
    const sum = (type: string) =>
      requestList
        .filter((request) => request.type === type)
        .reduce((total, request) => total + request.encodedBytes, 0);
    return {
      jsBytes: sum('Script'),
      cssBytes: sum('Stylesheet'),
      requests: requestList.filter((request) => !request.fromCache).length,
      jsRequests: requestList.filter((request) => !request.fromCache && request.type === 'Script').length,
      chainDepth: deepestScriptChain(requestList, htmlUrls),
      requestList,
      htmlUrls,
    };
  } finally {
    await context.close();
  }
}
