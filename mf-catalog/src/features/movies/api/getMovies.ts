import { apiClient, useApiQuery, type Movie } from '@reeltime/shared-lib';
import { moviesFetchErrorMessage } from './movieErrorMessages';
import { sortByReleaseDate } from '../utils/releaseOrder';

/** `GET /movies`: every movie, newest release first. */
export async function fetchAllMovies(): Promise<Movie[]> {
  const { data } = await apiClient.get<unknown>('/movies');
  return Array.isArray(data) ? sortByReleaseDate(data as Movie[]) : [];
}

/** The movie list as every page reads it. */
export interface MoviesState {
  allmoviesData: Movie[];
  loading: boolean;
  error: string | null;
  hasFetched: boolean;
}

/** The movies list, one cached copy for All Movies, Home and the detail page (shared query cache). */
export function useMovies(): MoviesState & { reload: () => void } {
  const { data, error, isLoading, isValidating, mutate } = useApiQuery('/movies', fetchAllMovies);
  return {
    allmoviesData: data ?? [],
    loading: isLoading || (isValidating && error !== undefined),
    error: error === undefined ? null : moviesFetchErrorMessage(error),
    hasFetched: data !== undefined || error !== undefined,
    reload: () => void mutate(),
  };
}
