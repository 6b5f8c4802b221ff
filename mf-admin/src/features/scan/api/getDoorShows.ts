import { apiClient, useUserQuery } from '@reeltime/shared-lib';

const DOOR_SHOWS_PATH = '/api/admin/shows';

/** A show the signed-in staff account may admit for, as `GET /api/admin/shows` lists it. */
export interface DoorShow {
  id: number;
  movieTitle: string;
  theater: { id: number; name: string };
  /** The screen's name, e.g. "Screen 2". */
  screen: string;
  /** yyyy-mm-dd, cinema time */
  showDate: string;
  /** HH:mm, cinema time */
  startTime: string;
  /** ISO instants: start, end (start + running time), and when tickets start being admitted */
  startsAt: string;
  endsAt: string;
  admissionOpensAt: string;
  seatsSold: number;
  seatsAdmitted: number;
}

/** `GET /api/admin/shows`: today's shows (cinema time) of every cinema this account admits for, by start. */
export async function fetchDoorShows(): Promise<DoorShow[]> {
  const { data } = await apiClient.get<{ date: string; shows: DoorShow[] }>(DOOR_SHOWS_PATH);
  return data.shows;
}

/** Today's shows of the account's cinema(s), refreshed every minute (and after each scan) for the seat counts. */
export function useDoorShows() {
  return useUserQuery(DOOR_SHOWS_PATH, fetchDoorShows, { refreshInterval: 60_000 });
}
