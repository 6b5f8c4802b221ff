import type { ApiBody } from '@reeltime/contract';
import { apiClient, toApiError, type Booking } from '@reeltime/shared-lib';
import { admissionHeaders } from '../../waiting-room/utils/admissionTokens';

export type PaymentRequest = ApiBody<'/api/bookings/payment', 'post'>;

export interface PaymentResult {
  status: number;
  booking: Partial<Booking> | null;
}

/**
 * Waits before sending a payment again after no answer (network, timeout) or a busy server (502, 503, 504): the
 * first attempt may have been charged, so every attempt carries the same Idempotency-Key and the server answers
 * a repeat with the first attempt's booking instead of charging twice.
 */
export const PAYMENT_RETRY_DELAYS_MS = [600, 1_500];
const RETRY_STATUSES = new Set([0, 502, 503, 504]);
const LONGEST_RETRY_AFTER_MS = 5_000;

/** The server's Retry-After (seconds) on a refused request, at most five seconds. */
function retryAfterMs(error: unknown): number | undefined {
  const headers = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response?.headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, LONGEST_RETRY_AFTER_MS) : undefined;
}

async function postPayment(payment: PaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  const response = await apiClient.post<Partial<Booking> | ''>('/api/bookings/payment', payment, {
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(payment.slotId === undefined ? {} : await admissionHeaders(payment.slotId)),
    },
  });
  return {
    status: response.status,
    booking: response.data && typeof response.data === 'object' ? response.data : null,
  };
}

/** The mock gateway, sent again with the same key while the answer may not be the payment's real outcome. */
export async function submitPayment(payment: PaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postPayment(payment, idempotencyKey);
    } catch (error) {
      const { status, cancelled } = toApiError(error);
      if (cancelled || !RETRY_STATUSES.has(status) || attempt >= PAYMENT_RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs(error) ?? PAYMENT_RETRY_DELAYS_MS[attempt]));
    }
  }
}
