'use strict';

/**
 * Every page path the shell answers (its router's routes), the one list the static server checks a request
 * against: any other path gets the 404 page with HTTP status 404, so search engines never index it.
 * `:name` matches one path segment; a trailing `/*` matches anything below (the admin remote routes
 * everything under /admin itself). The shell's route tests check its router against this list.
 */
const SITE_PAGES = [
  '/',
  '/movies',
  '/movies/:id',
  '/movies/:id/seat-selection',
  '/cinemas/:id',
  '/payment',
  '/info',
  '/my-bookings',
  '/favorite',
  '/terms-and-conditions',
  '/privacy-policy',
  '/help',
  '/faq',
  '/refund-policy',
  '/payment-options',
  '/sitemap',
  '/careers',
  '/press',
  '/admin',
  '/admin/*',
];

function segmentsOf(pathname) {
  return pathname.split('/').filter(Boolean);
}

/** Whether `pathname` (decoded, without its query) is one of the site's pages. */
function isSitePage(pathname, pages = SITE_PAGES) {
  const segments = segmentsOf(pathname);
  return pages.some((page) => {
    const pattern = segmentsOf(page);
    const rest = pattern[pattern.length - 1] === '*';
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    if (rest ? segments.length <= fixed.length : segments.length !== fixed.length) return false;
    return fixed.every((part, index) => (part.startsWith(':') ? segments[index].length > 0 : part === segments[index]));
  });
}

module.exports = { SITE_PAGES, isSitePage };
