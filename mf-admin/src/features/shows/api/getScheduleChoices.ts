import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useUserQuery } from '@reeltime/shared-lib';
import { useChosenUserQuery } from './useChosenUserQuery';

/** What scheduling needs of the cinemas, screens and movies the back office manages. */
export type CinemaChoice = Pick<ApiAnswer<'/api/admin/cinemas'>[number], 'id' | 'name' | 'timeZone'>;
export type ScreenChoice = Pick<ApiAnswer<'/api/admin/cinemas/{id}/screens'>[number], 'id' | 'name'>;
export type MovieChoice = Pick<
  ApiAnswer<'/api/admin/movies'>['movies'][number],
  'id' | 'title' | 'languages' | 'runtimeMinutes'
>;
type ScreenDetail = ApiAnswer<'/api/admin/screens/{id}'>;

const CINEMAS_PATH = '/api/admin/cinemas';

/** `GET /api/admin/cinemas`: the cinemas this account works for. */
export function useCinemaChoices() {
  return useUserQuery(CINEMAS_PATH, async () => (await apiClient.get<CinemaChoice[]>(CINEMAS_PATH)).data);
}

/** `GET /api/admin/cinemas/{id}/screens`. */
export function useScreenChoices(cinemaId: number | undefined) {
  const path = `/api/admin/cinemas/${cinemaId}/screens`;
  return useChosenUserQuery(cinemaId ? path : null, async () => (await apiClient.get<ScreenChoice[]>(path)).data);
}

/** `GET /api/admin/screens/{id}`: the screen's tiers and their default prices (paise). */
export async function fetchScreenTierPrices(screenId: number): Promise<ScreenDetail['layout']['tiers']> {
  const { data } = await apiClient.get<ScreenDetail>(`/api/admin/screens/${screenId}`);
  return data.layout.tiers;
}

const MOVIES_PATH = '/api/admin/movies?status=now_showing';
const COMING_PATH = '/api/admin/movies?status=coming_soon';

/** `GET /api/admin/movies`: the films shows can be scheduled for (now showing and coming soon, not archived). */
export function useMovieChoices() {
  return useUserQuery(`${MOVIES_PATH}&${COMING_PATH}`, async () => {
    const [showing, coming] = await Promise.all([
      apiClient.get<ApiAnswer<'/api/admin/movies'>>(MOVIES_PATH),
      apiClient.get<ApiAnswer<'/api/admin/movies'>>(COMING_PATH),
    ]);
    return [...showing.data.movies, ...coming.data.movies].sort((a, b) => a.title.localeCompare(b.title));
  });
}
