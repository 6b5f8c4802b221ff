import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, updateQuery, useUserQuery, userKey } from '@reeltime/shared-lib';

/** A "Notify me" the customer is waiting on: an e-mail when the film's first show in the city goes on sale. */
export type MovieAlert = ApiAnswer<'/api/user/movie-alerts'>[number];

export const MOVIE_ALERTS_PATH = '/api/user/movie-alerts';

async function fetchAlerts(): Promise<MovieAlert[]> {
  const { data } = await apiClient.get<MovieAlert[]>(MOVIE_ALERTS_PATH);
  return data;
}

/** The logged-in customer's waiting alerts (none while logged out). */
export function useMovieAlerts(): MovieAlert[] {
  return useUserQuery(MOVIE_ALERTS_PATH, fetchAlerts).data ?? [];
}

export async function addMovieAlert(movieId: number, city: string): Promise<MovieAlert> {
  const { data } = await apiClient.post<MovieAlert>(MOVIE_ALERTS_PATH, { movieId, city });
  await updateQuery<MovieAlert[]>(userKey(MOVIE_ALERTS_PATH), (alerts = []) => [
    data,
    ...alerts.filter((alert) => alert.movieId !== movieId || alert.city !== data.city),
  ]);
  return data;
}

export async function removeMovieAlert(movieId: number, city: string): Promise<void> {
  await apiClient.delete(`${MOVIE_ALERTS_PATH}/${movieId}`, { params: { city } });
  await updateQuery<MovieAlert[]>(userKey(MOVIE_ALERTS_PATH), (alerts = []) =>
    alerts.filter((alert) => alert.movieId !== movieId || alert.city !== city),
  );
}
