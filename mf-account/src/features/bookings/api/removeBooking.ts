import { useState } from 'react';
import { apiClient, toApiError, toast, type Booking } from '@reeltime/shared-lib';

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
  const [removing, setRemoving] = useState(false);
  const remove = async (booking: Booking): Promise<boolean> => {
    setRemoving(true);
    try {
      const message = await removeBooking(booking.id);
      onRemoved(booking.id);
      toast.success(message || 'Booking removed');
      return true;
    } catch (failure) {
      const { status, message } = toApiError(failure);
      if (status !== 401) toast.error(message || 'Failed to remove booking');
      return false;
    } finally {
      setRemoving(false);
    }
  };
  return { removing, remove };
}
