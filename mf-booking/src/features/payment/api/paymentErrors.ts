import type { ApiError } from '@reeltime/shared-lib';

/** The messages of a payment that failed, by status. */
export function paymentErrorMessage({ status, message }: ApiError): string {
  if (status === 0) return 'Network error. Please check your connection and try again.';
  if (status === 403) return 'Payment not authorized. Please check your credentials and try again.';
  if (status === 400) return message || 'Invalid payment information. Please check your details.';
  if (status >= 500) return 'Server error. Please try again later.';
  return message || `Payment failed (${status}). Please try again.`;
}
