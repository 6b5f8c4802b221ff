import { AppProviders, useRoutes } from '@reeltime/shared-lib';
import type { LoadRemoteModule } from '../features/remotes/api/remoteModules';
import { RemoteLoaderContext } from '../features/remotes/hooks/remoteLoaderContext';
import { usePagePrefetch } from '../features/remotes/hooks/usePagePrefetch';
import { appRoutes } from './routes';

function AppRoutes() {
  usePagePrefetch(appRoutes);
  return useRoutes(appRoutes);
}

/**
 * The whole site: base styles and toasts (shared-lib), the remote loader, and the routes. Rendered
 * inside the one router: `BrowserRouter` in the browser, `MemoryRouter` in tests.
 */
export function App({ loadRemoteModule }: { loadRemoteModule: LoadRemoteModule }) {
  return (
    <AppProviders>
      <RemoteLoaderContext.Provider value={loadRemoteModule}>
        <AppRoutes />
      </RemoteLoaderContext.Provider>
    </AppProviders>
  );
}
