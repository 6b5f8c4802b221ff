import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

export type CancelShowResult = ApiAnswer<'/api/admin/shows/{id}/cancel', 'post'>;

/** `POST /api/admin/shows/{id}/cancel`: every paid booking refunded in full and e-mailed, every seat freed. */
export async function cancelShow(showId: number, reason: string): Promise<CancelShowResult> {
  const { data } = await apiClient.post<CancelShowResult>(`/api/admin/shows/${showId}/cancel`, { reason });
  return data;
}
