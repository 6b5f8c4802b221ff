import { apiClient, type Booking } from '@reeltime/shared-lib';

/** `GET /api/bookings/:id`: one of the caller's bookings, as My Bookings shows it. */
export async function fetchBooking(id: number): Promise<Booking> {
  const { data } = await apiClient.get<Booking>(`/api/bookings/${id}`);
  return data;
}
