import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';
import type { AdminShow } from './types';
import { useChosenUserQuery } from './useChosenUserQuery';

const SHOWS_PATH = '/api/admin/shows';

export interface ShowsFilter {
  cinemaId: number;
  /** yyyy-mm-dd, cinema time */
  from: string;
  to: string;
}

export function showsQueryPath({ cinemaId, from, to }: ShowsFilter): string {
  return `${SHOWS_PATH}?${new URLSearchParams({ cinemaId: String(cinemaId), from, to, pageSize: '500' })}`;
}

/** `GET /api/admin/shows?cinemaId=&from=&to=`: a cinema's shows (live and cancelled) of those days, by start. */
export async function fetchAdminShows(filter: ShowsFilter): Promise<AdminShow[]> {
  const { data } = await apiClient.get<{ shows: AdminShow[] } & Omit<ApiAnswer<'/api/admin/shows'>, 'shows'>>(
    showsQueryPath(filter),
  );
  return data.shows;
}

export function useAdminShows(filter: ShowsFilter | null) {
  return useChosenUserQuery(filter ? showsQueryPath(filter) : null, () => fetchAdminShows(filter!));
}
