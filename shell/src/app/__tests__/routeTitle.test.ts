import { declaredTitles, routeTitle } from '../routeTitle';

/** What the catalog, booking and account remotes declare, as the shell's server writes it into the page. */
const DECLARED = {
  '/': null,
  '/movies': 'All Movies',
  '/payment': 'Payment',
  '/info': 'Your Profile',
  '/my-bookings': 'My Bookings',
  '/favorite': 'Favourites',
};

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
    expect(routeTitle('/faq', {})).toBe('Frequently Asked Questions');
  });

  it('leaves a page that declares no title to the page itself, which names the tab once it knows what it shows', () => {
    expect(routeTitle('/movies/7', DECLARED)).toBeUndefined();
    expect(routeTitle('/cinemas/3', DECLARED)).toBeUndefined();
    expect(routeTitle('/movies/7/seat-selection', DECLARED)).toBeUndefined();
    expect(routeTitle('/admin/shows', DECLARED)).toBeUndefined();
    // A page served without the declarations (a development server) leaves the tab to the page.
    expect(routeTitle('/movies', {})).toBeUndefined();
  });

  it('calls anything else "Page Not Found"', () => {
    expect(routeTitle('/no/such/page', DECLARED)).toBe('Page Not Found');
    expect(routeTitle('/movies/7/8', DECLARED)).toBe('Page Not Found');
  });

  it('reads the declarations the server wrote into the page', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'rt-page-titles';
    block.textContent = JSON.stringify({ '/movies': 'All Movies' });
    document.head.append(block);
    expect(declaredTitles()).toEqual({ '/movies': 'All Movies' });
    expect(routeTitle('/movies')).toBe('All Movies');
  });
});
