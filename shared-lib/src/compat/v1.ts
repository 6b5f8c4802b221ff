import { refreshQuery, userKey } from '../api/query';
import { PROFILE_PATH } from '../auth/profileQuery';
import { FAVORITES_PATH } from '../favorites/favoritesApi';

/**
 * What remotes built against shared-lib 1.0 import and 1.1 replaced. The shell provides one copy of
 * shared-lib to every remote on the page, so a remote deployed before 1.1 runs on this copy: these
 * keep it working. Deprecated; removed in 2.0.0 (see CHANGELOG.md). New code never uses them.
 */

/** @deprecated 1.0's search stream operators; search now runs on the query cache. */
export { Observable, concat, of, switchMap, timer } from 'rxjs';

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
