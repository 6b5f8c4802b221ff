import type { Locator, Page } from 'playwright-core';
import { waitUntil } from '../harness/waitUntil.js';

/** What the audit needs to know about the running site. */
export interface AuditSite {
  shellUrl: string;
  movie: { id: number; title: string };
  /** A cinema with shows (its page lists them). */
  cinemaId: number;
}

export type SignedIn = 'logged out' | 'logged in';

/**
 * One thing the user can look at: a route (loaded from scratch, so its load is measured) or a dialog
 * opened on top of one. `open` leaves the page showing it; `close` (dialogs) returns to the page.
 * `measureFrom` says when the load started on the page's clock (0: the document's start).
 */
export interface AuditStep {
  kind: 'route' | 'dialog';
  name: string;
  open(page: Page, site: AuditSite): Promise<number | void>;
  close?(page: Page): Promise<void>;
  only?: SignedIn;
  phoneOnly?: boolean;
}

const TIMEOUT = 20_000;

/** Waits until the page's main content has replaced its loading placeholders and what is in view has loaded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitUntil(
    page,
    () => {
      const main = document.querySelector('main') ?? document.body;
      // A progress bar with a value is a timer (the home carousel's), not something loading.
      const busy = main.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), .rt-skeleton');
      return !busy && (main.textContent ?? '').trim().length > 0;
    },
    undefined,
    { timeout: TIMEOUT },
  ).catch(() => undefined);
  // Late arrivals that can still move the layout: web fonts and the pictures in view (posters). Waited for
  // rather than a fixed time, then a moment for what they set off.
  await waitUntil(page, IN_VIEW_MEDIA_LOADED, undefined, { timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  await transitionsDone(page);
}

const IN_VIEW_MEDIA_LOADED = () =>
  document.fonts.status === 'loaded' &&
  Array.from(document.images).every((image) => {
    const box = image.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return !inView || image.complete;
  });

/**
 * Transitions and finite animations have ended, so axe reads final colours: skeletons pulse for ever, and a
 * progress bar's fill (the carousel's timer) runs until the next slide, so neither is waited for.
 */
const ANIMATIONS_DONE = () =>
  document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.effect?.getTiming().iterations === Infinity ||
        (animation.effect as KeyframeEffect | null)?.target?.closest?.('[role="progressbar"]'),
    );

async function transitionsDone(page: Page): Promise<void> {
  await page.waitForTimeout(250);
  await waitUntil(page, ANIMATIONS_DONE, undefined, { timeout: 5000 }).catch(() => undefined);
}

async function dialogShown(dialog: Locator): Promise<void> {
  await dialog.waitFor({ timeout: TIMEOUT });
  await transitionsDone(dialog.page());
}

async function pressEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForTimeout(350);
}

const route = (name: string, path: (site: AuditSite) => string, extra: Partial<AuditStep> = {}): AuditStep => ({
  kind: 'route',
  name,
  open: async (page, site) => {
    await page.goto(`${site.shellUrl}${path(site)}`);
    await settle(page);
  },
  ...extra,
});

/** The auth modal, opened from the Favourites page's "Login to View Favorites" (present at every width). */
async function openLoginModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) return;
  await page.getByRole('button', { name: 'Login to View Favorites' }).click();
  await dialogShown(dialog);
}

const authTab = (name: string, link: string): AuditStep => ({
  kind: 'dialog',
  name: `auth modal: ${name}`,
  only: 'logged out',
  open: async (page) => {
    await openLoginModal(page);
    await page.getByRole('dialog').getByRole('button', { name: link }).click();
    await transitionsDone(page);
  },
  close: (page) => pressEscape(page),
});

const showtimeButton = (page: Page) =>
  page
    .getByRole('group', { name: /^Showtimes at / })
    .first()
    .getByRole('button')
    .first();
const freeSeat = (page: Page) =>
  page
    .getByRole('button', { name: /available$/ })
    .or(page.getByRole('gridcell', { name: /available$/ }))
    .first();

/** Every route and every dialog of the site, in an order where each dialog opens on the route just visited. */
export const AUDIT_STEPS: AuditStep[] = [
  route('/', () => '/'),
  {
    kind: 'dialog',
    name: 'mobile drawer',
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await dialogShown(page.getByRole('dialog', { name: 'Menu' }));
    },
    close: (page) => pressEscape(page),
  },
  {
    kind: 'dialog',
    name: 'account menu',
    only: 'logged in',
    open: async (page) => {
      const greeting = page.getByRole('banner').getByRole('button', { name: /^Hi, / });
      if (!(await greeting.isVisible())) return;
      await greeting.click();
      await page.getByRole('menu', { name: 'Account' }).waitFor({ timeout: TIMEOUT });
      await transitionsDone(page);
    },
    close: (page) => pressEscape(page),
  },
  {
    kind: 'dialog',
    name: 'search overlay',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Search movies' }).click();
      const input = page.getByPlaceholder('Search for movies');
      await input.waitFor({ timeout: TIMEOUT });
      await input.fill('the');
      await page.getByText(/^Found \d+ movie/).waitFor({ timeout: TIMEOUT });
      await transitionsDone(page);
    },
    close: (page) => pressEscape(page),
  },
  {
    kind: 'dialog',
    name: 'search overlay: films and cinemas',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Search movies' }).click();
      const input = page.getByPlaceholder('Search for movies');
      await input.waitFor({ timeout: TIMEOUT });
      await input.fill('Mumbai');
      await page.getByRole('heading', { name: 'Cinemas' }).waitFor({ timeout: TIMEOUT });
      await transitionsDone(page);
    },
    close: (page) => pressEscape(page),
  },
  {
    kind: 'dialog',
    name: 'city picker',
    open: async (page) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /: change city$/ })
        .click();
      await dialogShown(page.getByRole('dialog', { name: 'Choose your city' }));
    },
    close: (page) => pressEscape(page),
  },
  route('/movies', () => '/movies'),
  route('/movies (filtered)', () => '/movies?language=Hindi&format=2D'),
  route('/cinemas/:id', (site) => `/cinemas/${site.cinemaId}`),
  route('/movies/:id', (site) => `/movies/${site.movie.id}`),
  {
    kind: 'dialog',
    name: 'trailer',
    open: async (page) => {
      await page.getByRole('button', { name: 'Watch Trailer' }).first().click();
      await dialogShown(page.getByRole('dialog', { name: /Official Trailer/ }));
    },
    close: (page) => pressEscape(page),
  },
  {
    kind: 'dialog',
    name: 'share',
    open: async (page, site) => {
      await page.getByRole('button', { name: `Share ${site.movie.title}` }).click();
      await dialogShown(page.getByRole('dialog', { name: /^Share / }));
    },
    close: (page) => pressEscape(page),
  },
  {
    kind: 'route',
    name: '/movies/:id/seat-selection',
    open: async (page, site) => {
      await page.goto(`${site.shellUrl}/movies/${site.movie.id}`);
      await showtimeButton(page).click({ timeout: TIMEOUT });
      await freeSeat(page).waitFor({ timeout: TIMEOUT });
      // Measure the route's own load, reloaded part-way down as a customer does: the browser restores the scroll
      // while the page is still loading, so whatever grows under the view would move what is in it.
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.reload();
      await freeSeat(page).waitFor({ timeout: TIMEOUT });
      await settle(page);
    },
  },
  {
    kind: 'route',
    name: '/payment (with a hold)',
    only: 'logged in',
    open: async (page) => {
      await freeSeat(page).click();
      const since = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL(/\/payment$/, { timeout: TIMEOUT });
      await page.getByRole('button', { name: /^Pay ₹/ }).waitFor({ timeout: TIMEOUT });
      await settle(page);
      return since;
    },
  },
  {
    kind: 'dialog',
    name: 'payment: Leave Payment?',
    only: 'logged in',
    open: async (page) => {
      await page.getByRole('button', { name: 'Back to seat selection' }).click();
      await dialogShown(page.getByRole('dialog', { name: /Leave Payment/ }));
    },
    close: async (page) => {
      await page.getByRole('button', { name: 'Stay & Continue' }).click();
      await page.waitForTimeout(350);
    },
  },
  {
    kind: 'dialog',
    name: 'payment: Warning! (refresh)',
    only: 'logged in',
    open: async (page) => {
      await page.keyboard.press('F5');
      await dialogShown(page.getByRole('dialog', { name: 'Warning!' }));
    },
    close: async (page) => {
      await page.getByRole('button', { name: 'Stay on Page' }).click();
      await page.waitForTimeout(350);
    },
  },
  route('/info', () => '/info'),
  {
    kind: 'dialog',
    name: 'change password',
    only: 'logged in',
    open: async (page) => {
      await page.getByRole('button', { name: 'Change Password' }).click();
      await dialogShown(page.getByRole('dialog', { name: 'Change Password' }));
    },
    close: (page) => pressEscape(page),
  },
  {
    kind: 'dialog',
    name: 'delete account',
    only: 'logged in',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await dialogShown(page.getByRole('dialog'));
    },
    close: (page) => pressEscape(page),
  },
  route('/my-bookings', () => '/my-bookings'),
  route('/favorite', () => '/favorite'),
  {
    kind: 'dialog',
    name: 'auth modal: login',
    only: 'logged out',
    open: openLoginModal,
    close: (page) => pressEscape(page),
  },
  authTab('signup', 'Create an account'),
  authTab('reset password', 'Forgot password?'),
  authTab('otp login', 'Login with OTP'),
  route('/terms-and-conditions', () => '/terms-and-conditions'),
  route('/privacy-policy', () => '/privacy-policy'),
  route('/help', () => '/help'),
  route('/faq', () => '/faq'),
  route('/payment-options', () => '/payment-options'),
  route('/refund-policy', () => '/refund-policy'),
  route('/sitemap', () => '/sitemap'),
  route('/careers', () => '/careers'),
  route('/press', () => '/press'),
  route('404', () => '/no/such/page'),
  route('/admin', () => '/admin'),
];
