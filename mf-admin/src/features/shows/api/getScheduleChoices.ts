import { apiClient, useUserQuery } from '@reeltime/shared-lib';
import type { Tier } from './types';
import { useChosenUserQuery } from './useChosenUserQuery';

/** What scheduling needs of the cinemas, screens and movies the back office manages. */
export interface CinemaChoice {
  id: number;
  name: string;
  timeZone: string;
}
export interface ScreenChoice {
  id: number;
  name: string;
}
export interface MovieChoice {
  id: number;
  title: string;
  languages: string[];
  runtimeMinutes: number;
}

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
export async function fetchScreenTierPrices(screenId: number): Promise<{ tier: Tier; pricePaise: number }[]> {
  const { data } = await apiClient.get<{ layout: { tiers: { tier: Tier; pricePaise: number }[] } }>(`/api/admin/screens/${screenId}`);
  return data.layout.tiers;
}

const MOVIES_PATH = '/api/admin/movies?status=now_showing';
const COMING_PATH = '/api/admin/movies?status=coming_soon';

/** `GET /api/admin/movies`: the films shows can be scheduled for (now showing and coming soon, not archived). */
export function useMovieChoices() {
  return useUserQuery(`${MOVIES_PATH}&${COMING_PATH}`, async () => {
    const [showing, coming] = await Promise.all([
      apiClient.get<{ movies: MovieChoice[] }>(MOVIES_PATH),
      apiClient.get<{ movies: MovieChoice[] }>(COMING_PATH),
    ]);
    return [...showing.data.movies, ...coming.data.movies].sort((a, b) => a.title.localeCompare(b.title));
  });
}
