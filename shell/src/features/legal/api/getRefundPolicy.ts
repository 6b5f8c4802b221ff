import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useApiQuery } from '@reeltime/shared-lib';

/** Every cinema's cancellation policy (`GET /api/refund-policy`). */
export type RefundPolicy = ApiAnswer<'/api/refund-policy'>;
/** One cinema's policy; `summary` says it in one sentence. */
export type CinemaRefundPolicy = RefundPolicy['cinemas'][number];

const PATH = '/api/refund-policy';

/** `GET /api/refund-policy`: every cinema's cancellation policy, by city then name. */
export async function fetchRefundPolicy(): Promise<RefundPolicy> {
  const { data } = await apiClient.get<RefundPolicy>(PATH);
  return data;
}

export function useRefundPolicy() {
  return useApiQuery(PATH, fetchRefundPolicy);
}
