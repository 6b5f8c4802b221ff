import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, updateQuery, userKey, useUserQuery, type Booking } from '@reeltime/shared-lib';

export const REVIEW_MAX_CHARACTERS = 1000;

/** A booking the customer can rate now, or has rated (`GET /api/user/reviews`). */
export type ReviewableBooking = ApiAnswer<'/api/user/reviews'>['items'][number];
/** A rating given; `hidden`: hidden by the back office, others no longer see it. */
export type OwnReview = ApiAnswer<'/api/bookings/{id}/review', 'post'>;

export const MY_REVIEWS_PATH = '/api/user/reviews';

/** `GET /api/user/reviews`: the bookings the customer can rate now, and the ratings given. */
export async function fetchMyReviews(): Promise<ReviewableBooking[]> {
  const { data } = await apiClient.get<ApiAnswer<'/api/user/reviews'>>(MY_REVIEWS_PATH);
  return Array.isArray(data?.items) ? data.items : [];
}

/** Whether `booking` can be rated now, or the rating given; undefined while unknown (loading, failed, not rateable). */
export function useBookingReview(booking: Booking): ReviewableBooking | undefined {
  const { data } = useUserQuery(MY_REVIEWS_PATH, fetchMyReviews);
  return data?.find((item) => item.bookingId === booking.id);
}

/** `POST /api/bookings/{id}/review`; on success the card shows the rating given. */
export async function submitReview(bookingId: number, rating: number, text: string): Promise<OwnReview> {
  const { data } = await apiClient.post<OwnReview>(`/api/bookings/${bookingId}/review`, {
    rating,
    text: text.trim() ? text : null,
  });
  await updateQuery<ReviewableBooking[]>(userKey(MY_REVIEWS_PATH), (current) =>
    current?.map((item) => (item.bookingId === bookingId ? { ...item, canReview: false, review: data } : item)),
  );
  return data;
}
