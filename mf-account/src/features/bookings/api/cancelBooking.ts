import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, useApiMutation, type Booking, type RefundQuote } from '@reeltime/shared-lib';

/** `GET /api/user/bookings/:id/refund-quote`: what cancelling now gives back under the cinema's policy, or why not. */
export async function fetchRefundQuote(id: Booking['id']): Promise<RefundQuote> {
  const { data } = await apiClient.get<RefundQuote>(`/api/user/bookings/${id}/refund-quote`);
  return data;
}

/** `POST /api/user/bookings/:id/cancel`: the booking as it now reads (CANCELLED, with its refund) and the server's sentence. */
export async function cancelBooking(id: Booking['id']): Promise<{ message: string; booking: Booking }> {
  const { data } = await apiClient.post<ApiAnswer<'/api/user/bookings/{id}/cancel', 'post'>>(
    `/api/user/bookings/${id}/cancel`,
  );
  return data;
}

export interface CancelBookingState {
  cancelling: boolean;
  /** Resolves true once the booking is cancelled (and `onCancelled` has the booking as it now reads). */
  cancel: (booking: Booking) => Promise<boolean>;
}

/** Cancels a booking under its cinema's policy, saying how it went (a 401 is the API client's to tell). */
export function useCancelBooking(onCancelled: (booking: Booking) => void): CancelBookingState {
  const { run, busy } = useApiMutation((booking: Booking) => cancelBooking(booking.id), {
    onSuccess: (result) => onCancelled(result.booking),
    success: (result) => result.message || 'Booking cancelled.',
    error: 'Failed to cancel booking',
  });
  return { cancelling: busy, cancel: async (booking) => (await run(booking)).ok };
}
