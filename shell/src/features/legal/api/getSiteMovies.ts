import { apiClient, useApiQuery, type Movie } from '@reeltime/shared-lib';

/** `GET /movies`: every movie on the site (the catalog's list; the same cache key). */
export async function fetchSiteMovies(): Promise<Movie[]> {
  const { data } = await apiClient.get<Movie[]>('/movies');
  return Array.isArray(data) ? data : [];
}

export function useSiteMovies() {
  return useApiQuery('/movies', fetchSiteMovies);
}
