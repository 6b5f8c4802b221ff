import type { MovieWithSlots } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** The query cache's key of a movie's record: the movie page and what fetches it ahead share it. */
export const movieQueryKey = (id: number) => `/movies/${id}`;

/** `GET /movies/{id}`: one movie with its upcoming slots. */
export async function fetchMovie(id: number): Promise<MovieWithSlots> {
  const { data } = await apiClient.get<MovieWithSlots>(movieQueryKey(id));
  return data;
}
