import { seatMapQuery, toApiError, useApiQuery, useAuth, type Seat } from '@reeltime/shared-lib';

export interface SeatsState {
  seats: Seat[];
  loading: boolean;
  error: string | null;
  /** Fetches the map again (e.g. after a seat was taken); resolves with it, or null when it failed. */
  reload: () => Promise<Seat[] | null>;
}

/**
 * The seat map of one show from the shared query cache (revalidated when the tab regains focus);
 * `slotId` null while there is nothing to load.
 */
export function useSeats(slotId: number | null): SeatsState {
  const { token } = useAuth();
  // The same key and request as a showtime's prefetch: a map fetched ahead is used, not fetched again.
  const query = slotId === null ? null : seatMapQuery(slotId, token);
  const key = query?.key ?? null;
  const { data, error, isLoading, isValidating, mutate } = useApiQuery(key, () =>
    (query as NonNullable<typeof query>).fetch(),
  );
  return {
    seats: data ?? [],
    loading: isLoading || (isValidating && error !== undefined),
    error: error === undefined ? null : toApiError(error).message || 'Failed to load seats. Please try again.',
    reload: async () => (key === null ? null : ((await mutate()) ?? null)),
  };
}
