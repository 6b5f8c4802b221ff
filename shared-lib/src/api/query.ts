import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import { authStore } from '../auth/authStore';
import { useStore } from '../state/useStore';
import type { QueryKey, UserKey } from './queryCache';

/**
 * Every screen's server data goes through here: one cache, requests for the same key shared
 * (de-duplicated), answers to a key no longer shown ignored, revalidation when the tab regains
 * focus or the network comes back. A failure is not retried by itself: each screen offers Retry.
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  fetcher: () => Promise<T>,
  options?: SWRConfiguration<T>,
): SWRResponse<T, unknown> {
  return useSWR<T, unknown>(key, () => fetcher(), { shouldRetryOnError: false, ...options });
}

/** The key of the logged-in user's data at `path`, or null when nobody is logged in. */
export function userKey(path: string, token = authStore.get().token): UserKey | null {
  return token ? [path, token] : null;
}

/** The logged-in user's data at `path`: not fetched while logged out, dropped at logout. */
export function useUserQuery<T>(
  path: string,
  fetcher: () => Promise<T>,
  options?: SWRConfiguration<T>,
): SWRResponse<T, unknown> {
  const token = useStore(authStore, (state) => state.token);
  return useApiQuery(userKey(path, token), fetcher, options);
}

/**
 * Changes cached data without a request (after a mutation answered), for whoever shows it;
 * `revalidate` also asks the server again.
 */
export function updateQuery<T>(
  key: QueryKey | null,
  update: (current: T | undefined) => T | undefined,
  revalidate = false,
): Promise<T | undefined> {
  if (!key) return Promise.resolve(undefined);
  return mutate<T>(key, update, { revalidate });
}

/** Fetches `key` again for everyone showing it. */
export function refreshQuery<T>(key: QueryKey | null): Promise<T | undefined> {
  if (!key) return Promise.resolve(undefined);
  return mutate<T>(key);
}
