import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, toApiError, useApiQuery } from '@reeltime/shared-lib';
import { pathIdParam } from '../../movies/utils/pathIdParam';

/** `GET /cinemas/{id}`: the cinema's facts and every film's shows of the coming days. */
export type CinemaPageData = ApiAnswer<'/cinemas/{id}'>;
export type CinemaFilm = CinemaPageData['films'][number];
/** A show at the cinema, as `GET /cinemas/{id}` lists it. */
export type CinemaShow = CinemaFilm['shows'][number];

export async function fetchCinema(id: number): Promise<CinemaPageData> {
  const { data } = await apiClient.get<CinemaPageData>(`/cinemas/${id}`);
  return data;
}

export type CinemaState =
  | { status: 'loading' }
  | { status: 'ready'; cinema: CinemaPageData }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The API answers 404 for an unknown or hidden cinema and 400 for an id it cannot read. */
const NOT_A_CINEMA_STATUSES = new Set([400, 404]);

function cinemaFetchErrorMessage(error: unknown): string {
  const { status, message } = toApiError(error);
  if (status === 0) return 'Network error - please check your connection';
  if (status >= 500) return 'Server error - please try again later';
  return message || 'Failed to fetch cinema';
}

/** One cinema, cached per id (going back shows it at once, then revalidates); a path id that cannot name one is "not found" at once. */
export function useCinema(id: string | undefined): CinemaState & { retry: () => void } {
  const cinemaId = pathIdParam(id);
  const { data, error, isValidating, mutate } = useApiQuery(cinemaId === null ? null : `/cinemas/${cinemaId}`, () =>
    fetchCinema(cinemaId as number),
  );
  const retry = () => void mutate();
  if (cinemaId === null) return { status: 'not-found', retry };
  if (data) return { status: 'ready', cinema: data, retry };
  if (error === undefined || isValidating) return { status: 'loading', retry };
  if (NOT_A_CINEMA_STATUSES.has(toApiError(error).status)) return { status: 'not-found', retry };
  return { status: 'error', message: cinemaFetchErrorMessage(error), retry };
}
