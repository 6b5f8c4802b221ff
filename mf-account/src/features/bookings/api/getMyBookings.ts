import {
  AUTH_EXPIRED_MESSAGE,
  apiClient,
  toApiError,
  updateQuery,
  useApiQuery,
  userKey,
  type Booking,
} from '@reeltime/shared-lib';
import { bookingsLoadErrorMessage } from './bookingErrors';

const MY_BOOKINGS_PATH = '/api/bookings/my-bookings';

/** `GET /api/bookings/my-bookings`: the user's bookings, upcoming shows first. */
export async function fetchMyBookings(): Promise<Booking[]> {
  const { data } = await apiClient.get<Booking[]>(MY_BOOKINGS_PATH);
  return Array.isArray(data) ? data : [];
}

export interface MyBookingsState {
  bookings: Booking[];
  loading: boolean;
  error: string | null;
  hasFetched: boolean;
  reload: () => void;
  forget: (id: Booking['id']) => void;
  /** Shows a booking as the server now describes it (e.g. cancelled, with its refund). */
  replace: (booking: Booking) => void;
}

/**
 * The bookings of `token`'s user (fetched after login and on request, dropped at logout),
 * from the shared query cache. An expired session is ended by the API client; the page says so.
 */
export function useMyBookings(token: string | null): MyBookingsState {
  const key = userKey(MY_BOOKINGS_PATH, token);
  const { data, error, isLoading, isValidating, mutate } = useApiQuery(key, fetchMyBookings);
  const apiError = error === undefined ? null : toApiError(error);
  return {
    bookings: data ?? [],
    loading: isLoading || (isValidating && apiError !== null),
    error:
      apiError === null ? null : apiError.status === 401 ? AUTH_EXPIRED_MESSAGE : bookingsLoadErrorMessage(apiError),
    hasFetched: data !== undefined || error !== undefined,
    reload: () => void mutate(),
    forget: (id) => void updateQuery<Booking[]>(key, (current) => current?.filter((booking) => booking.id !== id)),
    replace: (changed) =>
      void updateQuery<Booking[]>(key, (current) =>
        current?.map((booking) => (booking.id === changed.id ? changed : booking)),
      ),
  };
}
