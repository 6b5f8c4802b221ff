import type { ApiBody } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';
import { ADMIN_MOVIES_PATH, type AdminMovie } from './getAdminMovies';
import { adminMoviePath, showSavedMovie } from './getAdminMovie';

/** The fields `POST /api/admin/movies` and `PUT /api/admin/movies/{id}` take. */
export type MovieInput = ApiBody<'/api/admin/movies', 'post'>;

/** Adds a film (no `id`) or replaces an existing film's fields; answers the film as saved. */
export async function saveMovie(input: MovieInput, id?: number): Promise<AdminMovie> {
  const { data } =
    id === undefined
      ? await apiClient.post<AdminMovie>(ADMIN_MOVIES_PATH, input)
      : await apiClient.put<AdminMovie>(adminMoviePath(id), input);
  showSavedMovie(data);
  return data;
}
