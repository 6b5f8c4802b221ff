import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type Seat } from '@reeltime/shared-lib';
import { fetchSeats } from '../api/seatsApi';

export interface SeatsState {
  seats: Seat[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<Seat[] | null>;
}

/** The seat map of one show; `slotId` null while there is nothing to load. */
export function useSeats(slotId: number | null): SeatsState {
  const [seats, setSeats] = useState<Seat[]>([]);
  const [loading, setLoading] = useState(slotId !== null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const reload = useCallback(async (): Promise<Seat[] | null> => {
    if (slotId === null) return null;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setError(null);
    try {
      const next = await fetchSeats(slotId, controller.signal);
      setSeats(next);
      return next;
    } catch (failure) {
      const { cancelled, message } = toApiError(failure);
      if (!cancelled) setError(message || 'Failed to load seats. Please try again.');
      return null;
    } finally {
      if (inFlight.current === controller) setLoading(false);
    }
  }, [slotId]);

  useEffect(() => {
    void reload();
    return () => inFlight.current?.abort();
  }, [reload]);

  return { seats, loading, error, reload };
}
