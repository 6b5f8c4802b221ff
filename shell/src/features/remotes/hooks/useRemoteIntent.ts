import { useContext } from 'react';
import { prefetchOnIntent, type IntentHandlers } from '@reeltime/shared-lib';
import type { ExposedModule, RemoteName } from '../api/exposedModules';
import { loadPage } from '../components/readyPages';
import { RemoteLoaderContext } from './remoteLoaderContext';

/**
 * Handlers for a control that opens a remote's module (e.g. the header's search button and the catalog's search
 * overlay): reaching for it (pointer over it, focus, touch) fetches the module, and its theme when it uses MUI, so
 * the tap renders it from what is loaded. Without a remote loader (a component tested alone) nothing is fetched.
 */
export function useRemoteIntent<R extends RemoteName>(remote: R, module: ExposedModule<R>): IntentHandlers {
  const loadRemoteModule = useContext(RemoteLoaderContext);
  return prefetchOnIntent(async () => {
    if (loadRemoteModule) await loadPage(loadRemoteModule, remote, module, { retry: false });
  });
}
