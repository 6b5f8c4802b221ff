import { apiClient, useApiMutation, type Booking } from '@reeltime/shared-lib';

/** `DELETE /api/user/bookings/:id`: the server's confirmation text, if it sends one. */
export async function removeBooking(id: Booking['id']): Promise<string> {
  const { data } = await apiClient.delete<{ message?: string } | undefined>(`/api/user/bookings/${id}`);
  return data?.message ?? '';
}

export interface RemoveBookingState {
  removing: boolean;
  /** Resolves true when the booking is gone (and `onRemoved` has dropped it from the list). */
  remove: (booking: Booking) => Promise<boolean>;
}

/** Removes a booking from the user's list, saying how it went (a 401 is the API client's to tell). */
export function useRemoveBooking(onRemoved: (id: Booking['id']) => void): RemoveBookingState {
  const { run, busy } = useApiMutation((booking: Booking) => removeBooking(booking.id), {
    onSuccess: (_message, booking) => onRemoved(booking.id),
    success: (message) => message || 'Booking removed',
    error: 'Failed to remove booking',
  });
  return { removing: busy, remove: async (booking) => (await run(booking)).ok };
}
