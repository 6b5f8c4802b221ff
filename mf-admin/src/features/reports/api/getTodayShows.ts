import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useUserQuery } from '@reeltime/shared-lib';

export const TODAY_PATH = '/api/admin/reports/today';

type TodayAnswer = ApiAnswer<'/api/admin/reports/today'>;
/** One of today's shows (cinema time) and its seats right now. */
export type TodayShow = TodayAnswer['shows'][number];

const todayPath = (cinemaId: number | undefined) =>
  cinemaId === undefined ? TODAY_PATH : `${TODAY_PATH}?cinemaId=${cinemaId}`;

export async function fetchTodayShows(cinemaId: number | undefined): Promise<TodayShow[]> {
  const { data } = await apiClient.get<TodayAnswer>(todayPath(cinemaId));
  return data.shows;
}

/** Today's shows; refetched when the live stream says one changed (and every minute without the stream). */
export function useTodayShows(cinemaId: number | undefined, live: boolean) {
  return useUserQuery(todayPath(cinemaId), () => fetchTodayShows(cinemaId), { refreshInterval: live ? 0 : 60_000 });
}
