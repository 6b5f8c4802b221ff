import type { SitePages } from '../features/remotes/api/sitePages';

/** The remotes' pages as their `src/exposes/pages.json` declare them and the shell's server writes them into a page. */
export const SITE_PAGES: SitePages = {
  pages: [
    { path: '/', remote: 'catalog', module: 'HomePage', title: null },
    { path: '/movies', remote: 'catalog', module: 'MoviesPage', title: 'All Movies' },
    { path: '/movies/:id', remote: 'catalog', module: 'MovieDetailPage' },
    { path: '/cinemas/:id', remote: 'catalog', module: 'CinemaPage' },
    { path: '/movies/:id/seat-selection', remote: 'booking', module: 'SeatSelectionPage' },
    { path: '/payment', remote: 'booking', module: 'PaymentPage', title: 'Payment' },
    { path: '/info', remote: 'account', module: 'ProfilePage', title: 'Your Profile' },
    { path: '/my-bookings', remote: 'account', module: 'MyBookingsPage', title: 'My Bookings' },
    { path: '/favorite', remote: 'account', module: 'FavoritesPage', title: 'Favourites' },
    { path: '/admin/*', remote: 'admin', module: 'AdminApp' },
  ],
  unknown: [],
};
