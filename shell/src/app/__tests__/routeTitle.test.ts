import { SITE_PAGES as DECLARED } from '../../testing/sitePages';
import { routeTitle } from '../routeTitle';

/** The same pages, none of them declaring a title. */
const UNTITLED = { pages: DECLARED.pages.map(({ title: _title, ...page }) => page), unknown: [] };

describe('routeTitle', () => {
  it('names the shell’s own pages, and each remote page as its remote declares it', () => {
    expect(routeTitle('/', DECLARED)).toBeNull();
    expect(routeTitle('/movies', DECLARED)).toBe('All Movies');
    expect(routeTitle('/movies/', DECLARED)).toBe('All Movies');
    expect(routeTitle('/my-bookings', DECLARED)).toBe('My Bookings');
    expect(routeTitle('/favorite', DECLARED)).toBe('Favourites');
    expect(routeTitle('/info', DECLARED)).toBe('Your Profile');
    expect(routeTitle('/payment', DECLARED)).toBe('Payment');
    expect(routeTitle('/terms-and-conditions', DECLARED)).toBe('Terms and Conditions');
    expect(routeTitle('/faq', UNTITLED)).toBe('Frequently Asked Questions');
  });

  it('leaves a page that declares no title to the page itself, which names the tab once it knows what it shows', () => {
    expect(routeTitle('/movies/7', DECLARED)).toBeUndefined();
    expect(routeTitle('/cinemas/3', DECLARED)).toBeUndefined();
    expect(routeTitle('/movies/7/seat-selection', DECLARED)).toBeUndefined();
    expect(routeTitle('/admin/shows', DECLARED)).toBeUndefined();
    // A remote that declares no title for a page leaves the tab to the page.
    expect(routeTitle('/movies', UNTITLED)).toBeUndefined();
  });

  it('calls anything else "Page Not Found"', () => {
    expect(routeTitle('/no/such/page', DECLARED)).toBe('Page Not Found');
    expect(routeTitle('/movies/7/8', DECLARED)).toBe('Page Not Found');
  });

  it('names a path no known page has after the site while a remote’s pages are unknown', () => {
    const withoutAccount = {
      pages: DECLARED.pages.filter((page) => page.remote !== 'account'),
      unknown: ['account' as const],
    };
    expect(routeTitle('/my-bookings', withoutAccount)).toBeNull();
    expect(routeTitle('/movies', withoutAccount)).toBe('All Movies');
  });
});
