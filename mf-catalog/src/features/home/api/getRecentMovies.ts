import { apiClient, useApiQuery, type Movie } from '@reeltime/shared-lib';

/** `GET /movies/recent`: movies with shows still ahead, newest release first. */
export async function fetchRecentMovies(): Promise<Movie[]> {
  const { data } = await apiClient.get<unknown>('/movies/recent');
  return Array.isArray(data) ? (data as Movie[]) : [];
}

export type RecentMoviesState = { status: 'loading' } | { status: 'ready'; movies: Movie[] } | { status: 'failed' };

/** For the hero; a failure is not shown on its own (Home falls back to the movies list). */
export function useRecentMovies(): RecentMoviesState {
  const { data, error } = useApiQuery('/movies/recent', fetchRecentMovies);
  if (data) return { status: 'ready', movies: data };
  return error === undefined ? { status: 'loading' } : { status: 'failed' };
}
