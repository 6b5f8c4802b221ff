import { authStore, useApiQuery, useStore } from '@reeltime/shared-lib';

/**
 * The signed-in user's data at `path`, fetched as soon as there is a path: null while the page has not chosen
 * what to show yet (a cinema, a date range). A changing key starts its own request, so the first choice made
 * after the page opened is fetched at once.
 */
export function useChosenUserQuery<T>(path: string | null, fetcher: () => Promise<T>) {
  const token = useStore(authStore, (state) => state.token);
  return useApiQuery<T>(path && token ? [path, token] : null, fetcher);
}
