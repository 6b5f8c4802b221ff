import { apiClient, useUserQuery } from '@reeltime/shared-lib';
import type { Cinema, CinemaInput } from './types';

export const CINEMAS_PATH = '/api/admin/cinemas';
export const cinemaPath = (id: number) => `${CINEMAS_PATH}/${id}`;

/** `GET /api/admin/cinemas`: the cinemas this account manages, by name. */
export async function fetchCinemas(): Promise<Cinema[]> {
  const { data } = await apiClient.get<Cinema[]>(CINEMAS_PATH);
  return data;
}

export function useCinemas() {
  return useUserQuery(CINEMAS_PATH, fetchCinemas);
}

/** `GET /api/admin/cinemas/{id}`. */
export async function fetchCinema(id: number): Promise<Cinema> {
  const { data } = await apiClient.get<Cinema>(cinemaPath(id));
  return data;
}

export function useCinema(id: number) {
  return useUserQuery(cinemaPath(id), () => fetchCinema(id));
}

/** `POST /api/admin/cinemas` (no id) or `PUT /api/admin/cinemas/{id}`: the saved cinema. */
export async function saveCinema(input: CinemaInput, id?: number): Promise<Cinema> {
  const { data } =
    id === undefined
      ? await apiClient.post<Cinema>(CINEMAS_PATH, input)
      : await apiClient.put<Cinema>(cinemaPath(id), input);
  return data;
}
