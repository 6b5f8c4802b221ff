import type { ReactElement } from 'react';
import type { RouteObject } from '@reeltime/shared-lib';
import { REMOTE_ROUTES, type ExposedModule, type RemoteName } from '../features/remotes/api/exposedModules';
import { remotePage } from '../features/remotes/components/remotePage';
import { lazyPage } from './lazyPage';
import { MainLayout } from './MainLayout';
import { RemotePageFrame } from './RemotePageFrame';
import { RootLayout } from './RootLayout';
import routeTable from './routeTable.json';

/** The shell's own content pages are plain markup: no MUI on them. */
const PLAIN = { usesMui: false };
/** Each of the shell's own pages of the route table (`shell` in routeTable.json), by name. */
const SHELL_PAGES: Record<keyof (typeof routeTable)['shell'], ReactElement> = {
  TermsPage: lazyPage(() => import('../features/legal/components/TermsPage').then((m) => m.TermsPage), PLAIN),
  PrivacyPage: lazyPage(() => import('../features/legal/components/PrivacyPage').then((m) => m.PrivacyPage), PLAIN),
  HelpPage: lazyPage(() => import('../features/legal/components/HelpPage').then((m) => m.HelpPage), PLAIN),
  FaqPage: lazyPage(() => import('../features/legal/components/FaqPage').then((m) => m.FaqPage), PLAIN),
  RefundPolicyPage: lazyPage(
    () => import('../features/legal/components/RefundPolicyPage').then((m) => m.RefundPolicyPage),
    PLAIN,
  ),
  PaymentOptionsPage: lazyPage(
    () => import('../features/legal/components/PaymentOptionsPage').then((m) => m.PaymentOptionsPage),
    PLAIN,
  ),
  SiteMapPage: lazyPage(() => import('../features/legal/components/SiteMapPage').then((m) => m.SiteMapPage), PLAIN),
  CareersPage: lazyPage(() => import('../features/legal/components/CareersPage').then((m) => m.CareersPage), PLAIN),
  PressPage: lazyPage(() => import('../features/legal/components/PressPage').then((m) => m.PressPage), PLAIN),
};
const notFoundPage = lazyPage(
  () => import('../features/not-found/components/NotFoundPage').then((m) => m.NotFoundPage),
  PLAIN,
);
const adminLayout = lazyPage(() => import('../features/admin/components/AdminLayout').then((m) => m.AdminLayout));

/** A remote page of the route table as a route element. */
const remotePageFor = ({ remote, module }: { remote: RemoteName; module: string }) =>
  remotePage(remote, module as ExposedModule<typeof remote>);

/** A page a remote routes below itself (`/admin/*`) is mounted at its base path inside the staff layout. */
const routesBelow = REMOTE_ROUTES.filter((route) => route.path.endsWith('/*'));

/**
 * Every route of the site, from the route table: each remote page mapped to the module its remote exposes
 * for it, the shell's own pages loaded on demand, everything else the 404 page.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: <RemotePageFrame />,
            children: REMOTE_ROUTES.filter((route) => !route.path.endsWith('/*')).map((route) => ({
              path: route.path,
              element: remotePageFor(route),
            })),
          },
          ...Object.entries(routeTable.shell).map(([name, path]) => ({
            path,
            element: SHELL_PAGES[name as keyof typeof SHELL_PAGES],
          })),
          { path: '*', element: notFoundPage },
        ],
      },
      ...routesBelow.map((route) => ({
        path: route.path.slice(0, -'/*'.length),
        element: adminLayout,
        // The remote routes everything below its base path itself.
        children: [
          { path: '*', element: remotePageFor(route) },
          { index: true, element: remotePageFor(route) },
        ],
      })),
    ],
  },
];
