import { apiClient, useApiQuery } from '@reeltime/shared-lib';

export interface CinemaRefundPolicy {
  id: number;
  name: string;
  city: string;
  cutoffMinutes: number;
  refundPercent: number;
  /** The policy in one sentence. */
  summary: string;
}

export interface RefundPolicy {
  refundWithin: string;
  cinemas: CinemaRefundPolicy[];
}

const PATH = '/api/refund-policy';

/** `GET /api/refund-policy`: every cinema's cancellation policy, by city then name. */
export async function fetchRefundPolicy(): Promise<RefundPolicy> {
  const { data } = await apiClient.get<RefundPolicy>(PATH);
  return data;
}

export function useRefundPolicy() {
  return useApiQuery(PATH, fetchRefundPolicy);
}
