import { useMemo } from 'react';
import { AppProviders, useRoutes, type RouteObject } from '@reeltime/shared-lib';
import type { LoadRemoteModule } from '../features/remotes/api/remoteModules';
import type { SitePages } from '../features/remotes/api/sitePages';
import { RemoteLoaderContext } from '../features/remotes/hooks/remoteLoaderContext';
import { usePagePrefetch } from '../features/remotes/hooks/usePagePrefetch';
import { appRoutesFor } from './routes';
import { SitePagesContext } from './routeTitle';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  usePagePrefetch(routes);
  return useRoutes(routes);
}

/**
 * The whole site: base styles and toasts (shared-lib), the remote loader, and the routes of the shell's own pages
 * and of the pages the remotes declare (`sitePages`). Rendered inside the one router: `BrowserRouter` in the
 * browser, `MemoryRouter` in tests.
 */
export function App({ loadRemoteModule, sitePages }: { loadRemoteModule: LoadRemoteModule; sitePages: SitePages }) {
  const routes = useMemo(() => appRoutesFor(sitePages), [sitePages]);
  return (
    <AppProviders>
      <RemoteLoaderContext.Provider value={loadRemoteModule}>
        <SitePagesContext.Provider value={sitePages}>
          <AppRoutes routes={routes} />
        </SitePagesContext.Provider>
      </RemoteLoaderContext.Provider>
    </AppProviders>
  );
}
