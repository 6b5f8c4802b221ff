import { startStandalone } from '@reeltime/shared-lib/standalone';
import FavoritesPage from './exposes/FavoritesPage';
import MyBookingsPage from './exposes/MyBookingsPage';
import ProfilePage from './exposes/ProfilePage';

void startStandalone({
  name: 'account',
  routes: [
    { path: '/', element: <FavoritesPage /> },
    { path: '/favorite', label: 'Favourites', element: <FavoritesPage /> },
    { path: '/my-bookings', label: 'Bookings', element: <MyBookingsPage /> },
    { path: '/info', label: 'Profile', element: <ProfilePage /> },
  ],
});
