import { AppProviders, RouterProvider, type createBrowserRouter } from '@reeltime/shared-lib';
import type { LoadRemoteModule } from '../features/remotes/api/remoteModules';
import { RemoteLoaderContext } from '../features/remotes/hooks/remoteLoaderContext';

interface Props {
  router: ReturnType<typeof createBrowserRouter>;
  loadRemoteModule: LoadRemoteModule;
}

/** The whole site: base styles and toasts (shared-lib), the remote loader, and the one router. */
export function App({ router, loadRemoteModule }: Props) {
  return (
    <AppProviders>
      <RemoteLoaderContext.Provider value={loadRemoteModule}>
        <RouterProvider router={router} />
      </RemoteLoaderContext.Provider>
    </AppProviders>
  );
}
