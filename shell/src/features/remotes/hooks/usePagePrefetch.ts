import { useEffect, useRef } from 'react';
import { useAppEvent, type RouteObject } from '@reeltime/shared-lib';
import { loadPage } from '../utils/readyPages';
import { whenPageInUse } from '../utils/whenPageInUse';
import { remotePageAt } from '../api/remotePageAt';
import { useRemoteLoader } from './remoteLoaderContext';

/**
 * Fetches the code of the page a remote says the customer is likely to open next (`page:prefetch`): its module and,
 * for a page built with MUI, the theme; at once, or (`when: 'idle'`) once the current page is in use and the browser
 * is idle. The page then renders at once, with no loading fallback (`loadPage`), when the customer gets there. A
 * failure is left to that page's own boundary (it loads again and offers Retry).
 */
export function usePagePrefetch(routes: RouteObject[]): void {
  const loadRemoteModule = useRemoteLoader();
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => () => waiting.current.splice(0).forEach((cancel) => cancel()), []);
  useAppEvent('page:prefetch', ({ path, when }) => {
    const page = remotePageAt(routes, path);
    if (!page) return;
    const load = () =>
      void loadPage(loadRemoteModule, page.remote, page.module, { retry: false }).catch(() => undefined);
    if (when === 'idle') waiting.current.push(whenPageInUse(load));
    else load();
  });
}
