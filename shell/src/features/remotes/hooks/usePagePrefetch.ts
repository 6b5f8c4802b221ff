import { useAppEvent, type RouteObject } from '@reeltime/shared-lib';
import { pageComponent } from '../components/muiPage';
import { remotePageAt } from '../api/remotePageAt';
import { useRemoteLoader } from './remoteLoaderContext';

/**
 * Fetches the code of the page a remote says the customer is likely to open next (`page:prefetch`): its module and,
 * for a page built with MUI, the theme. The page then renders from what is loaded when the customer gets there. A
 * failure is left to that page's own boundary (it loads again and offers Retry).
 */
export function usePagePrefetch(routes: RouteObject[]): void {
  const loadRemoteModule = useRemoteLoader();
  useAppEvent('page:prefetch', ({ path }) => {
    const page = remotePageAt(routes, path);
    if (!page) return;
    loadRemoteModule(page.remote, page.module, { retry: false })
      .then(pageComponent)
      .catch(() => undefined);
  });
}
