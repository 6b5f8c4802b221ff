import { bookingStorage } from '@reeltime/shared-lib';

const STATIC: Record<string, string | null> = {
  '/': null,
  '/movies': 'All Movies',
  '/payment': 'Payment',
  '/info': 'Your Profile',
  '/my-bookings': 'My Bookings',
  '/favorite': 'Favourites',
  '/terms-and-conditions': 'Terms and Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/help': 'Help Center',
  '/faq': 'Frequently Asked Questions',
  '/refund-policy': 'Refund Policy',
  '/payment-options': 'Payment Options',
  '/sitemap': 'Site Map',
  '/careers': 'Careers',
  '/press': 'Press',
};

/**
 * The tab title of a route, before its page knows more: `undefined` for a movie or cinema page (the
 * catalog names it once it has loaded), the booked movie on seat selection, "Page Not Found" otherwise.
 */
export function routeTitle(pathname: string): string | null | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path in STATIC) return STATIC[path];
  if (/^\/movies\/[^/]+\/seat-selection$/.test(path)) {
    const title = bookingStorage.read()?.movie?.title;
    return title ? `${title} — Select Seats` : 'Select Seats';
  }
  if (/^\/movies\/[^/]+$/.test(path)) return undefined;
  if (/^\/cinemas\/[^/]+$/.test(path)) return undefined;
  return 'Page Not Found';
}
