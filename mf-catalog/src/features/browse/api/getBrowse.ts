import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, setCity, toApiError, useApiQuery } from '@reeltime/shared-lib';
import { moviesFetchErrorMessage } from '../../movies/api/movieErrorMessages';
import { NO_FILTERS, searchOf, type BrowseFilters } from '../utils/browseFilters';

/** `GET /movies/browse`: a city's films now showing and coming soon, filtered, with each filter's counts. */
export type BrowseView = ApiAnswer<'/movies/browse'>;
export type BrowsedMovie = BrowseView['nowShowing'][number];
export type ShowFormat = BrowsedMovie['formats'][number];
export type FacetCount = BrowseView['facets']['languages'][number];

export async function fetchBrowse(path: string): Promise<BrowseView> {
  const { data } = await apiClient.get<BrowseView>(path);
  return data;
}

export interface BrowseState {
  view: BrowseView | undefined;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * The films of the chosen city (every city when none), filtered. A city the API no longer knows (its cinemas
 * closed) is forgotten, so the page falls back to every city.
 */
export function useBrowse(city: string | null, filters: BrowseFilters = NO_FILTERS): BrowseState {
  const path = `/movies/browse${searchOf(filters, city)}`;
  const { data, error, isLoading, isValidating, mutate } = useApiQuery(path, () => fetchBrowse(path), {
    keepPreviousData: true,
    onError: (failure) => {
      const { status, message } = toApiError(failure);
      if (status === 400 && city && /^city /.test(message)) setCity(null);
    },
  });
  return {
    view: data,
    loading: data === undefined && (isLoading || (isValidating && error !== undefined)),
    error: error === undefined || data !== undefined ? null : moviesFetchErrorMessage(error),
    reload: () => void mutate(),
  };
}
