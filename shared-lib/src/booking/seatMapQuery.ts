import { apiClient } from '../api/apiClient';
import { prefetchQuery } from '../api/prefetch';
import type { QueryKey } from '../api/queryCache';
import { authStore } from '../auth/authStore';
import type { Seat } from '@reeltime/contract';

const seatsPath = (slotId: number) => `/api/seats/slot/${slotId}`;

/**
 * `GET /api/seats/slot/{slotId}` in the shared query cache. The answer depends on who asks (the caller's own held
 * seats come back available), so a logged-in customer's map is kept under their session.
 */
export function seatMapQuery(
  slotId: number,
  token: string | null = authStore.get().token,
): { key: QueryKey; fetch: () => Promise<Seat[]> } {
  return {
    key: token ? [seatsPath(slotId), token] : seatsPath(slotId),
    fetch: async () => {
      const { data } = await apiClient.get<Seat[]>(seatsPath(slotId));
      return Array.isArray(data) ? data : [];
    },
  };
}

/** Fetches a show's seat map ahead, for the seat selection the customer is about to open. */
export function prefetchSeatMap(slotId: number): void {
  const { key, fetch } = seatMapQuery(slotId);
  prefetchQuery(key, fetch);
}
