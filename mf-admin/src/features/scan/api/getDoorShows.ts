import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useUserQuery } from '@reeltime/shared-lib';

const DOOR_SHOWS_PATH = '/api/admin/shows';

/** A show the signed-in staff account may admit for, as `GET /api/admin/shows` lists it. */
export type DoorShow = ApiAnswer<'/api/admin/shows'>['shows'][number];

/** `GET /api/admin/shows`: today's shows (cinema time) of every cinema this account admits for, by start. */
export async function fetchDoorShows(): Promise<DoorShow[]> {
  const { data } = await apiClient.get<ApiAnswer<'/api/admin/shows'>>(DOOR_SHOWS_PATH);
  return data.shows;
}

/** Today's shows of the account's cinema(s), refreshed every minute (and after each scan) for the seat counts. */
export function useDoorShows() {
  return useUserQuery(DOOR_SHOWS_PATH, fetchDoorShows, { refreshInterval: 60_000 });
}
