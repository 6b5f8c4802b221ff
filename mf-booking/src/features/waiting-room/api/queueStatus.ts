import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/**
 * The caller's place in a show's queue. `state`: NO_QUEUE (sold without a queue), NOT_JOINED (sign in and join),
 * BEFORE_ON_SALE (joined, waiting for the on-sale moment), WAITING (in line), ADMITTED (the customer's turn, with an
 * admission token). Moments carry the cinema's UTC offset, so its wall clock is read from the text.
 */
export type QueueStatus = ApiAnswer<'/api/waiting-room/{showId}'>;

/** The caller's place in the show's queue (or NO_QUEUE); a fresh admission token once it is their turn. */
export async function getQueueStatus(showId: number): Promise<QueueStatus> {
  const { data } = await apiClient.get<QueueStatus>(`/api/waiting-room/${showId}`);
  return data;
}

/** Takes the signed-in customer's place in the queue (joining again keeps the same place). */
export async function joinQueue(showId: number): Promise<QueueStatus> {
  const { data } = await apiClient.post<ApiAnswer<'/api/waiting-room/{showId}/join', 'post'>>(
    `/api/waiting-room/${showId}/join`,
  );
  return data;
}
