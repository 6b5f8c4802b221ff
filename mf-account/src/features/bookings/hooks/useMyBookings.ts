import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_EXPIRED_MESSAGE, clearSession, toApiError, toast, type Booking } from '@reeltime/shared-lib';
import { fetchMyBookings } from '../api/bookingsApi';
import { bookingsLoadErrorMessage } from '../api/bookingErrors';

export interface MyBookingsState {
  bookings: Booking[];
  loading: boolean;
  error: string | null;
  hasFetched: boolean;
  reload: () => void;
  forget: (id: Booking['id']) => void;
}

/** The user's bookings, fetched once per token and on request. An expired session logs out. */
export function useMyBookings(token: string | null): MyBookingsState {
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasFetched, setHasFetched] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setError(null);
    try {
      setBookings(await fetchMyBookings(controller.signal));
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.cancelled) return;
      if (apiError.status === 401) {
        clearSession();
        toast.error(AUTH_EXPIRED_MESSAGE);
        setError(AUTH_EXPIRED_MESSAGE);
      } else {
        setError(bookingsLoadErrorMessage(apiError));
      }
    } finally {
      if (inFlight.current === controller) {
        setLoading(false);
        setHasFetched(true);
      }
    }
  }, []);

  useEffect(() => {
    if (!token) {
      setBookings([]);
      setHasFetched(false);
      return;
    }
    void load();
    return () => inFlight.current?.abort();
  }, [token, load]);

  const forget = useCallback((id: Booking['id']) => {
    setBookings((current) => current.filter((booking) => booking.id !== id));
  }, []);

  return { bookings, loading, error, hasFetched, reload: () => void load(), forget };
}
