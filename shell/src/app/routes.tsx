import type { RouteObject } from '@reeltime/shared-lib';
import { remotePage } from '../features/remotes/components/remotePage';
import { lazyPage } from './lazyPage';
import { MainLayout } from './MainLayout';
import { RemotePageFrame } from './RemotePageFrame';
import { RootLayout } from './RootLayout';

/** The shell's own content pages are plain markup: no MUI on them. */
const PLAIN = { usesMui: false };
const termsPage = lazyPage(() => import('../features/legal/components/TermsPage').then((m) => m.TermsPage), PLAIN);
const privacyPage = lazyPage(() => import('../features/legal/components/PrivacyPage').then((m) => m.PrivacyPage), PLAIN);
const helpPage = lazyPage(() => import('../features/legal/components/HelpPage').then((m) => m.HelpPage), PLAIN);
const faqPage = lazyPage(() => import('../features/legal/components/FaqPage').then((m) => m.FaqPage), PLAIN);
const refundPolicyPage = lazyPage(() => import('../features/legal/components/RefundPolicyPage').then((m) => m.RefundPolicyPage), PLAIN);
const paymentOptionsPage = lazyPage(() => import('../features/legal/components/PaymentOptionsPage').then((m) => m.PaymentOptionsPage), PLAIN);
const siteMapPage = lazyPage(() => import('../features/legal/components/SiteMapPage').then((m) => m.SiteMapPage), PLAIN);
const careersPage = lazyPage(() => import('../features/legal/components/CareersPage').then((m) => m.CareersPage), PLAIN);
const pressPage = lazyPage(() => import('../features/legal/components/PressPage').then((m) => m.PressPage), PLAIN);
const notFoundPage = lazyPage(() => import('../features/not-found/components/NotFoundPage').then((m) => m.NotFoundPage), PLAIN);
const adminLayout = lazyPage(() => import('../features/admin/components/AdminLayout').then((m) => m.AdminLayout));

/** Every route of the site, each remote page mapped to the module its remote exposes for it; the shell's own pages load on demand. */
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
              { path: '/cinemas/:id', element: remotePage('catalog', 'CinemaPage') },
              { path: '/payment', element: remotePage('booking', 'PaymentPage') },
              { path: '/info', element: remotePage('account', 'ProfilePage') },
              { path: '/my-bookings', element: remotePage('account', 'MyBookingsPage') },
              { path: '/favorite', element: remotePage('account', 'FavoritesPage') },
            ],
          },
          { path: '/terms-and-conditions', element: termsPage },
          { path: '/privacy-policy', element: privacyPage },
          { path: '/help', element: helpPage },
          { path: '/faq', element: faqPage },
          { path: '/refund-policy', element: refundPolicyPage },
          { path: '/payment-options', element: paymentOptionsPage },
          { path: '/sitemap', element: siteMapPage },
          { path: '/careers', element: careersPage },
          { path: '/press', element: pressPage },
          { path: '*', element: notFoundPage },
        ],
      },
      {
        path: '/admin',
        element: adminLayout,
        children: [
          // The staff remote (mf-admin) routes everything under /admin itself.
          { path: '*', element: remotePage('admin', 'AdminApp') },
          { index: true, element: remotePage('admin', 'AdminApp') },
        ],
      },
    ],
  },
];
