import { apiClient } from '@reeltime/shared-lib';
import type { AdminMovie } from './getAdminMovies';
import { adminMoviePath, showSavedMovie } from './getAdminMovie';

/** `POST /api/admin/movies/{id}/archive`: archives the film (no new shows), or restores it with `archived: false`. */
export async function archiveMovie(id: number, archived: boolean): Promise<AdminMovie> {
  const { data } = await apiClient.post<AdminMovie>(`${adminMoviePath(id)}/archive`, { archived });
  showSavedMovie(data);
  return data;
}
