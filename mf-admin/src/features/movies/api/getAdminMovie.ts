import { apiClient, updateQuery, useUserQuery, userKey } from '@reeltime/shared-lib';
import { ADMIN_MOVIES_PATH, type AdminMovie } from './getAdminMovies';

export const adminMoviePath = (id: number) => `${ADMIN_MOVIES_PATH}/${id}`;

/** `GET /api/admin/movies/{id}`. */
export async function fetchAdminMovie(id: number): Promise<AdminMovie> {
  const { data } = await apiClient.get<AdminMovie>(adminMoviePath(id));
  return data;
}

export function useAdminMovie(id: number) {
  return useUserQuery(adminMoviePath(id), () => fetchAdminMovie(id));
}

/** Shows a film as a write answered it, without asking again. */
export function showSavedMovie(movie: AdminMovie): void {
  void updateQuery<AdminMovie>(userKey(adminMoviePath(movie.id)), () => movie);
}
