import { refreshQuery, userKey } from '../api/query';
import { PROFILE_PATH } from '../auth/profileQuery';
import { FAVORITES_PATH } from '../favorites/favoritesApi';

/**
 * What remotes built against shared-lib 1.0 import and 1.1 replaced. The shell provides one copy of
 * shared-lib to every remote on the page, so a remote deployed before 1.1 runs on this copy: these
 * keep it working. Deprecated; removed in 2.0.0 (see CHANGELOG.md). New code never uses them.
 */

type Rx = typeof import('rxjs');

/** @deprecated 1.0's search stream; search now runs on the query cache. (Subject needs it anyway.) */
export { Observable } from 'rxjs';

/*
 * @deprecated 1.0's search stream operators. They cost 3.4 KB on `/`, which no 1.1 app uses, so they
 * are fetched once the page has loaded and idled: the bindings are live, so a 1.0 remote that reads
 * them when the user types into its search finds them filled in.
 */
export let concat: Rx['concat'] | undefined;
export let of: Rx['of'] | undefined;
export let switchMap: Rx['switchMap'] | undefined;
export let timer: Rx['timer'] | undefined;

export function loadV1Operators(): Promise<void> {
  return import(/* webpackChunkName: "shared-lib-v1-operators" */ './v1Operators').then((rx) => {
    ({ concat, of, switchMap, timer } = rx);
  });
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const whenIdle = (): void => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idle(() => void loadV1Operators().catch(() => undefined));
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** @deprecated Use `useFavorites().reload`. Fetches the favourites again for whoever shows them. */
export function fetchFavorites(): Promise<unknown> {
  return refreshQuery(userKey(FAVORITES_PATH));
}

/**
 * @deprecated The name is server data now (`useUserName`). A 1.0 remote calls this after the
 * profile changed: the cached profile is fetched again, so the header's greeting follows.
 */
export function setUserName(_name: string): void {
  void refreshQuery(userKey(PROFILE_PATH));
}
