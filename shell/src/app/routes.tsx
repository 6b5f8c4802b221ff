import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from '../features/admin/components/AdminLayout';
import { AdminUnavailablePage } from '../features/admin/components/AdminUnavailablePage';
import { PrivacyPage } from '../features/legal/components/PrivacyPage';
import { TermsPage } from '../features/legal/components/TermsPage';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { remotePage } from '../features/remotes/components/remotePage';
import { MainLayout } from './MainLayout';
import { RemotePageFrame } from './RemotePageFrame';
import { RootLayout } from './RootLayout';

/** Every SPEC §2 route, each remote page mapped to its DESIGN §2 exposed module. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: <RemotePageFrame />,
            children: [
              { path: '/', element: remotePage('catalog', 'HomePage') },
              { path: '/movies', element: remotePage('catalog', 'MoviesPage') },
              { path: '/movies/:id', element: remotePage('catalog', 'MovieDetailPage') },
              { path: '/movies/:id/seat-selection', element: remotePage('booking', 'SeatSelectionPage') },
              { path: '/payment', element: remotePage('booking', 'PaymentPage') },
              { path: '/info', element: remotePage('account', 'ProfilePage') },
              { path: '/my-bookings', element: remotePage('account', 'MyBookingsPage') },
              { path: '/favorite', element: remotePage('account', 'FavoritesPage') },
            ],
          },
          { path: '/terms-and-conditions', element: <TermsPage /> },
          { path: '/privacy-policy', element: <PrivacyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [{ path: '*', element: <AdminUnavailablePage /> }, { index: true, element: <AdminUnavailablePage /> }],
      },
    ],
  },
];
