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
 * @deprecated 1.0's search stream operators. They cost 3.4 KB on `/`, which no 1.1 app uses: the shell
 * fetches them (`loadV1Operators`) only when a remote built against an older shared-lib joins the page,
 * before that remote's page renders. The bindings are live, so the remote reads them filled in.
 */
export let concat: Rx['concat'] | undefined;
export let of: Rx['of'] | undefined;
export let switchMap: Rx['switchMap'] | undefined;
export let timer: Rx['timer'] | undefined;

let loading: Promise<void> | undefined;

export function loadV1Operators(): Promise<void> {
  loading ??= import(/* webpackChunkName: "shared-lib-v1-operators" */ './v1Operators').then((rx) => {
    ({ concat, of, switchMap, timer } = rx);
  });
  return loading;
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
