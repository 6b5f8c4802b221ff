'use strict';

/**
 * What each page of the composed site needs first, so the shell's server can preload it from the
 * HTML: the remote and exposed module (the contract between teams) and the API data the
 * page asks for on its first render. `:id` is filled in from the requested path.
 * `image`: where the page's largest first picture comes from (see lcp-images.js), in the page's
 * own order of preference: before a city is chosen and without filters, Home's hero and All Movies'
 * first poster are both the first film now showing in every city (`/movies/browse`'s first `nowShowing`). `firstPaint`: what the
 * HTML paints of it before any script runs (see first-paint.js; skipped in the browser when a city
 * is chosen or filters are in the URL, since the server cannot know that first film); a movie page is painted from
 * its own record (first-paint-movie.js).
 * `muiTheme`: the page is drawn with MUI, so the shell wraps it in ReelTime's MUI theme before it
 * shows: the HTML preloads the theme's files (the shell's own, with the MUI kit every such page needs).
 * Routes not listed (legal pages, 404, /admin) need only the shell's own startup files.
 */
const ROUTE_HINTS = [
  { path: '/', remote: 'catalog', expose: './HomePage', api: ['/movies/browse'],
    image: [{ api: '/movies/browse', pick: 'first' }], firstPaint: 'hero' },
  { path: '/movies', remote: 'catalog', expose: './MoviesPage', api: ['/movies/browse'], image: [{ api: '/movies/browse', pick: 'first' }], firstPaint: 'grid' },
  { path: '/movies/:id', remote: 'catalog', expose: './MovieDetailPage', api: ['/movies/:id', '/movies'], firstPaint: 'movie', muiTheme: true },
  { path: '/movies/:id/seat-selection', remote: 'booking', expose: './SeatSelectionPage', api: [], muiTheme: true },
  { path: '/cinemas/:id', remote: 'catalog', expose: './CinemaPage', api: ['/cinemas/:id'], muiTheme: true },
  { path: '/payment', remote: 'booking', expose: './PaymentPage', api: [], muiTheme: true },
  { path: '/info', remote: 'account', expose: './ProfilePage', api: [], muiTheme: true },
  { path: '/my-bookings', remote: 'account', expose: './MyBookingsPage', api: [], muiTheme: true },
  { path: '/favorite', remote: 'account', expose: './FavoritesPage', api: [], muiTheme: true },
];

/** The hint for `pathname` with its parameters filled in, or null. */
function matchRouteHint(pathname, hints = ROUTE_HINTS) {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const hint of hints) {
    const pattern = hint.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params = {};
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[index];
        return /^[\w-]+$/.test(segments[index]);
      }
      return part === segments[index];
    });
    if (!matches) continue;
    const fill = (template) => template.replace(/:(\w+)/g, (_match, name) => encodeURIComponent(params[name]));
    return { ...hint, api: hint.api.map(fill), image: hint.image ?? [] };
  }
  return null;
}

/** Every API path some route takes its LCP image from (the server fetches them at start-up). */
const IMAGE_SOURCES = [...new Set(ROUTE_HINTS.flatMap((hint) => (hint.image ?? []).map((source) => source.api)))];

module.exports = { ROUTE_HINTS, IMAGE_SOURCES, matchRouteHint };
