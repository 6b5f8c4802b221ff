import type { ReactElement } from 'react';
import type { RouteObject } from '@reeltime/shared-lib';
import { REMOTE_SECTION_NAMES } from '../features/remotes/api/exposedModules';
import type { RemotePage, SitePages } from '../features/remotes/api/sitePages';
import { RemoteUnavailable } from '../features/remotes/components/RemoteUnavailable';
import { remotePage } from '../features/remotes/components/remotePage';
import { lazyPage } from './lazyPage';
import { MainLayout } from './MainLayout';
import { RemotePageFrame } from './RemotePageFrame';
import { RootLayout } from './RootLayout';
import shellPages from './shellPages.json';

/** The shell's own content pages are plain markup: no MUI on them. */
const PLAIN = { usesMui: false };
/** Each of the shell's own pages (shellPages.json), by name. */
const SHELL_PAGES: Record<keyof typeof shellPages, ReactElement> = {
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

/** A remote page as a route element. */
const remotePageFor = ({ remote, module }: RemotePage) => remotePage(remote, module);

/**
 * What a path no known page names shows: the 404 page, or, while a remote's pages are unknown (its manifest did not
 * answer), that remote's unavailable panel, since the path may be one of its pages. Retry loads the site again.
 */
const noPageAt = ({ unknown }: SitePages): ReactElement =>
  unknown.length === 0 ? (
    notFoundPage
  ) : (
    <RemoteUnavailable sectionName={REMOTE_SECTION_NAMES[unknown[0]!]} onRetry={() => window.location.reload()} />
  );

/**
 * Every route of the site: each page a remote declares (`site`, sitePages.ts) mapped to the module its remote exposes
 * for it, the shell's own pages loaded on demand, everything else the 404 page. A remote that routes below itself
 * (`/admin/*`) is mounted at its base path inside the staff layout.
 */
export function appRoutesFor(site: SitePages): RouteObject[] {
  const routesBelow = site.pages.filter((page) => page.path.endsWith('/*'));
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <MainLayout />,
          children: [
            {
              element: <RemotePageFrame />,
              children: site.pages
                .filter((page) => !page.path.endsWith('/*'))
                .map((page) => ({ path: page.path, element: remotePageFor(page) })),
            },
            ...Object.entries(shellPages).map(([name, path]) => ({
              path,
              element: SHELL_PAGES[name as keyof typeof SHELL_PAGES],
            })),
            { path: '*', element: noPageAt(site) },
          ],
        },
        ...routesBelow.map((page) => ({
          path: page.path.slice(0, -'/*'.length),
          element: adminLayout,
          // The remote routes everything below its base path itself.
          children: [
            { path: '*', element: remotePageFor(page) },
            { index: true, element: remotePageFor(page) },
          ],
        })),
      ],
    },
  ];
}
