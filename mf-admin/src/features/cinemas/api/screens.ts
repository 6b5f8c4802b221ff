import { apiClient, useUserQuery } from '@reeltime/shared-lib';
import { cinemaPath } from './cinemas';
import type { Screen, ScreenSummary, SeatLayout } from './types';

const screensPath = (cinemaId: number) => `${cinemaPath(cinemaId)}/screens`;
const screenPath = (id: number) => `/api/admin/screens/${id}`;

/** `GET /api/admin/cinemas/{id}/screens`: a cinema's screens with their seat counts. */
export async function fetchScreens(cinemaId: number): Promise<ScreenSummary[]> {
  const { data } = await apiClient.get<ScreenSummary[]>(screensPath(cinemaId));
  return data;
}

export function useScreens(cinemaId: number) {
  return useUserQuery(screensPath(cinemaId), () => fetchScreens(cinemaId));
}

/** `GET /api/admin/screens/{id}`: one screen with its layout. */
export async function fetchScreen(id: number): Promise<Screen> {
  const { data } = await apiClient.get<Screen>(screenPath(id));
  return data;
}

export function useScreen(id: number) {
  return useUserQuery(screenPath(id), () => fetchScreen(id));
}

/** `POST /api/admin/cinemas/{cinemaId}/screens` (new) or `PUT /api/admin/screens/{id}`: the saved screen. */
export async function saveScreen(
  body: { name: string; layout: SeatLayout },
  target: { cinemaId: number } | { id: number },
): Promise<Screen> {
  const { data } =
    'id' in target
      ? await apiClient.put<Screen>(screenPath(target.id), body)
      : await apiClient.post<Screen>(screensPath(target.cinemaId), body);
  return data;
}
