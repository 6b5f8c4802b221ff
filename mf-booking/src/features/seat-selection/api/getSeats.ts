import { apiClient, toApiError, useApiQuery, useAuth, type QueryKey, type Seat } from '@reeltime/shared-lib';

const seatsPath = (slotId: number) => `/api/seats/slot/${slotId}`;

/** `GET /api/seats/slot/{slotId}`: the seat map of one show. */
export async function fetchSeats(slotId: number): Promise<Seat[]> {
  const { data } = await apiClient.get<Seat[]>(seatsPath(slotId));
  return Array.isArray(data) ? data : [];
}

export interface SeatsState {
  seats: Seat[];
  loading: boolean;
  error: string | null;
  /** Fetches the map again (e.g. after a seat was taken); resolves with it, or null when it failed. */
  reload: () => Promise<Seat[] | null>;
}

/**
 * The seat map of one show from the shared query cache (revalidated when the tab regains focus);
 * `slotId` null while there is nothing to load. The answer depends on who asks (the caller's own
 * held seats come back available), so a logged-in user's map is cached under their session.
 */
export function useSeats(slotId: number | null): SeatsState {
  const { token } = useAuth();
  const key: QueryKey | null = slotId === null ? null : token ? [seatsPath(slotId), token] : seatsPath(slotId);
  const { data, error, isLoading, isValidating, mutate } = useApiQuery(key, () => fetchSeats(slotId as number));
  return {
    seats: data ?? [],
    loading: isLoading || (isValidating && error !== undefined),
    error: error === undefined ? null : toApiError(error).message || 'Failed to load seats. Please try again.',
    reload: async () => (key === null ? null : ((await mutate()) ?? null)),
  };
}
