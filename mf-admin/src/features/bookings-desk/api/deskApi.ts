import type { ApiAnswer, ApiBody } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

export type HistoryKind = 'HELD' | 'PAID' | 'EMAILED' | 'ADMITTED' | 'CANCELLED' | 'REFUNDED' | 'RESENT';

/** `GET /api/admin/bookings?q=`. */
export type BookingSearchResult = ApiAnswer<'/api/admin/bookings'>;
/** One booking as `GET /api/admin/bookings?q=` lists it. */
export type DeskBookingSummary = BookingSearchResult['items'][number];
/** `GET /api/admin/bookings/{id}`. */
export type DeskBookingDetail = ApiAnswer<'/api/admin/bookings/{id}'>;
export type HistoryEntry = DeskBookingDetail['history'][number];
export type DeskActor = NonNullable<HistoryEntry['actor']>;

export async function searchBookings(q: string, page = 1): Promise<BookingSearchResult> {
  const { data } = await apiClient.get<BookingSearchResult>('/api/admin/bookings', { params: { q, page } });
  return data;
}

export async function getDeskBooking(id: number): Promise<DeskBookingDetail> {
  const { data } = await apiClient.get<DeskBookingDetail>(`/api/admin/bookings/${id}`);
  return data;
}

/** Without `refundPaise` the cinema policy's refund; with it, `reason` is required. */
export async function cancelDeskBooking(
  id: number,
  body: ApiBody<'/api/admin/bookings/{id}/cancel'>,
): Promise<DeskBookingDetail> {
  const { data } = await apiClient.post<DeskBookingDetail>(`/api/admin/bookings/${id}/cancel`, body);
  return data;
}

export async function resendConfirmation(id: number): Promise<ApiAnswer<'/api/admin/bookings/{id}/resend', 'post'>> {
  const { data } = await apiClient.post<ApiAnswer<'/api/admin/bookings/{id}/resend', 'post'>>(
    `/api/admin/bookings/${id}/resend`,
    {},
  );
  return data;
}
