import { useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateFunction, BOOKING_STORAGE_KEYS, bookingStorage, toast } from '@reeltime/shared-lib';
import { useReleaseHold } from '../../booking-progress/hooks/useReleaseHold';

export const REFRESH_CANCELLED_MESSAGE = 'Transaction cancelled due to page refresh. Please start over.';

const marker = BOOKING_STORAGE_KEYS.paymentSessionActive;

/** The booking is dropped, its seats released for everyone, and the user starts again from the movie list. */
export function cancelForRefresh(navigate: NavigateFunction, releaseHold: (slotId: number) => void): void {
  toast.error(REFRESH_CANCELLED_MESSAGE);
  const heldSlot = bookingStorage.read()?.bookingResponse?.slotId;
  if (heldSlot) releaseHold(heldSlot);
  bookingStorage.clear();
  navigate('/movies', { replace: true });
}

/**
 * Marks a payment as under way while `active` (in localStorage, so it outlives a reload). Leaving
 * the page inside the app, paying or expiring takes the marker away; a reload does not, because
 * the page is torn down without unmounting, which is how the next load tells it was reloaded.
 */
export function usePaymentSessionMarker(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    window.localStorage.setItem(marker, 'true');
    return () => window.localStorage.removeItem(marker);
  }, [active]);
}

/**
 * True when this page load found a payment still marked as under way: the page was reloaded
 * during payment. The booking is then cancelled (once, also under StrictMode) and the user sent to /movies.
 */
export function useCancelledByReload(): boolean {
  const navigate = useNavigate();
  const releaseHold = useReleaseHold();
  const [reloaded] = useState(() => {
    if (window.localStorage.getItem(marker) === null) return false;
    if (bookingStorage.read()) return true;
    // A marker without a booking in this tab is stale (another tab, or a crash): forget it.
    window.localStorage.removeItem(marker);
    return false;
  });
  const handled = useRef(false);

  useEffect(() => {
    if (!reloaded || handled.current) return;
    handled.current = true;
    cancelForRefresh(navigate, releaseHold);
  }, [reloaded, navigate, releaseHold]);

  return reloaded;
}
