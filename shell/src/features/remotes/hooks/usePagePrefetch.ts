import { useAppEvent, type RouteObject } from '@reeltime/shared-lib';
import { loadPage } from '../utils/readyPages';
import { remotePageAt } from '../api/remotePageAt';
import { useRemoteLoader } from './remoteLoaderContext';

/**
 * Fetches the code of the page a remote says the customer is likely to open next (`page:prefetch`): its module and,
 * for a page built with MUI, the theme. The page then renders at once, with no loading fallback (`loadPage`), when the
 * customer gets there. A failure is left to that page's own boundary (it loads again and offers Retry).
 */
export function usePagePrefetch(routes: RouteObject[]): void {
  const loadRemoteModule = useRemoteLoader();
  useAppEvent('page:prefetch', ({ path }) => {
    const page = remotePageAt(routes, path);
    if (!page) return;
    loadPage(loadRemoteModule, page.remote, page.module, { retry: false }).catch(() => undefined);
  });
}
