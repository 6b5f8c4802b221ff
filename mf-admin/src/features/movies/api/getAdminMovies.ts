import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useUserQuery } from '@reeltime/shared-lib';

export const ADMIN_MOVIES_PATH = '/api/admin/movies';

export type MovieStatus = 'now_showing' | 'coming_soon' | 'archived';

export const STATUS_LABELS: Record<MovieStatus, string> = {
  now_showing: 'Now showing',
  coming_soon: 'Coming soon',
  archived: 'Archived',
};

export const CERTIFICATIONS = ['U', 'UA', 'UA7+', 'UA13+', 'UA16+', 'A', 'S'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** A film as the back office edits it (`GET /api/admin/movies/{id}`). */
export type AdminMovie = ApiAnswer<'/api/admin/movies/{id}'>;

export interface MoviesFilter {
  q: string;
  status: MovieStatus | '';
}

/** The list's path with its search and status, also its cache key. */
export function adminMoviesPath({ q, status }: MoviesFilter): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `${ADMIN_MOVIES_PATH}?${query}` : ADMIN_MOVIES_PATH;
}

/** `GET /api/admin/movies?q=&status=`: the chain's films, newest release first. */
export async function fetchAdminMovies(path: string): Promise<AdminMovie[]> {
  const { data } = await apiClient.get<ApiAnswer<'/api/admin/movies'>>(path);
  return data.movies;
}

/** The films matching `filter`; the previous answer stays shown while the next one loads. */
export function useAdminMovies(filter: MoviesFilter) {
  const path = adminMoviesPath(filter);
  return useUserQuery(path, () => fetchAdminMovies(path), { keepPreviousData: true });
}
