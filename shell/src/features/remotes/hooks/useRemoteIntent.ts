import { useCallback, useContext } from 'react';
import { prefetchOnIntent, type IntentHandlers } from '@reeltime/shared-lib';
import type { RemoteName, SlotModule } from '../api/exposedModules';
import { loadPage } from '../utils/readyPages';
import { RemoteLoaderContext } from './remoteLoaderContext';
import { useIdlePrefetch } from './useIdlePrefetch';

/**
 * Handlers for a control that opens a remote's module (e.g. the header's search button and the catalog's search
 * overlay): the module, and its theme when it uses MUI, is fetched once the customer uses the loaded page and it is idle,
 * or sooner when the customer reaches for the control (pointer over it, focus, touch), so the tap renders it from
 * what is loaded. Without a remote loader (a component tested alone) nothing is fetched.
 */
export function useRemoteIntent<R extends RemoteName>(remote: R, module: SlotModule<R>): IntentHandlers {
  const loadRemoteModule = useContext(RemoteLoaderContext);
  const load = useCallback(async () => {
    if (loadRemoteModule) await loadPage(loadRemoteModule, remote, module, { retry: false });
  }, [loadRemoteModule, remote, module]);
  useIdlePrefetch(loadRemoteModule ? load : null);
  return prefetchOnIntent(load);
}
