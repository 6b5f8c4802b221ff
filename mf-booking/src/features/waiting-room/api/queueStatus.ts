import { apiClient } from '@reeltime/shared-lib';

/**
 * NO_QUEUE: the show is sold without a queue. NOT_JOINED: sign in and join. BEFORE_ON_SALE: joined, waiting for
 * the on-sale moment. WAITING: in line. ADMITTED: the customer's turn (with an admission token).
 */
export type QueueState = 'NO_QUEUE' | 'NOT_JOINED' | 'BEFORE_ON_SALE' | 'WAITING' | 'ADMITTED';

export interface QueueStatus {
  showId: number;
  state: QueueState;
  onSaleAt: string | null;
  position: number | null;
  peopleAhead: number | null;
  estimatedWaitSeconds: number | null;
  admissionToken: string | null;
  admissionExpiresAt: string | null;
}

/** The caller's place in the show's queue (or NO_QUEUE); a fresh admission token once it is their turn. */
export async function getQueueStatus(showId: number): Promise<QueueStatus> {
  const { data } = await apiClient.get<QueueStatus>(`/api/waiting-room/${showId}`);
  return data;
}

/** Takes the signed-in customer's place in the queue (joining again keeps the same place). */
export async function joinQueue(showId: number): Promise<QueueStatus> {
  const { data } = await apiClient.post<QueueStatus>(`/api/waiting-room/${showId}/join`);
  return data;
}
