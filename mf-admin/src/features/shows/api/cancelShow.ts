import { apiClient } from '@reeltime/shared-lib';
import type { AdminShow } from './types';

export interface CancelShowResult {
  show: AdminShow;
  refundedBookings: number;
  refundedPaise: number;
}

/** `POST /api/admin/shows/{id}/cancel`: every paid booking refunded in full and e-mailed, every seat freed. */
export async function cancelShow(showId: number, reason: string): Promise<CancelShowResult> {
  const { data } = await apiClient.post<CancelShowResult>(`/api/admin/shows/${showId}/cancel`, { reason });
  return data;
}
