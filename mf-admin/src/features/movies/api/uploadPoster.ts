import { apiClient } from '@reeltime/shared-lib';
import type { AdminMovie } from './getAdminMovies';
import { adminMoviePath, showSavedMovie } from './getAdminMovie';

/** `PUT /api/admin/movies/{id}/poster`: the file as multipart/form-data field "poster" (the API checks its bytes). */
export async function uploadPoster(id: number, file: File): Promise<AdminMovie> {
  const form = new FormData();
  form.append('poster', file);
  const { data } = await apiClient.put<AdminMovie>(`${adminMoviePath(id)}/poster`, form);
  showSavedMovie(data);
  return data;
}
