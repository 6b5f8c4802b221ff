import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@reeltime/shared-lib';
import { BOOKING_STORAGE_KEYS, bookingStorage, toast, type BookingInProgress } from '@reeltime/shared-lib';
import { useReleaseHold } from '../../booking-progress/hooks/useReleaseHold';
import { slotIdOf } from '../../booking-progress/bookingDetails';
import { heldShow } from '../../booking-progress/heldShow';
import { paidInThisTab } from '../../confirmation/paidInThisTab';

/**
 * The booking the showtime picker stored for movie `movieId`. Entering seat selection starts the
 * seat choice afresh (and forgets the booking the tab paid for last); without a booking the user is sent back to the
 * movie page, where a show's link (`?show={slotId}`, a showtime of the page's HTML tapped before its scripts ran)
 * starts that show's booking. Coming to another
 * show while this tab holds seats abandons that hold: it is released for everyone. The page's address names its
 * show (`?show={slotId}`, in place of the address it came with), so loading it again is painted from the HTML with
 * that show (the first paint of `first-paint/seatSelectionPaint.cjs`).
 */
export function useBookingInProgress(movieId: string | undefined): BookingInProgress | null {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const [booking] = useState(() => {
    const stored = bookingStorage.read();
    // A show's link names the show: a booking stored for another show of the movie is not it.
    const linkedShow = new URLSearchParams(search).get('show');
    const sameShow = linkedShow === null || (stored !== null && String(slotIdOf(stored)) === linkedShow);
    return stored && String(stored.movie.id) === movieId && sameShow ? stored : null;
  });
  const handled = useRef(false);
  const releaseHold = useReleaseHold();

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (handled.current) return;
    handled.current = true;
    if (!booking) {
      // Back from the confirmation of a booking this tab just paid for (the seat map's address names that show):
      // nothing went wrong, so nothing is said, and the paid show is not booked again.
      const paidHere = paidInThisTab.read() !== null;
      const show = paidHere ? null : new URLSearchParams(search).get('show');
      if (show === null && !paidHere) toast.error('No booking details found. Please start over.');
      navigate(`/movies/${movieId ?? ''}${show === null ? '' : `?show=${encodeURIComponent(show)}`}`, {
        replace: true,
      });
      return;
    }
    const slotId = slotIdOf(booking);
    if (new URLSearchParams(search).get('show') === null)
      navigate(`${pathname}?show=${encodeURIComponent(slotId)}`, { replace: true, state });
    paidInThisTab.forget();
    const abandoned = heldShow.read();
    if (abandoned !== null && abandoned !== slotId) releaseHold(abandoned);
    bookingStorage.update({ selectedSeats: [], totalAmount: 0, bookingResponse: undefined });
    bookingStorage.setStep('seat-selection');
    window.sessionStorage.removeItem(BOOKING_STORAGE_KEYS.paymentTimer);
    window.localStorage.removeItem(BOOKING_STORAGE_KEYS.paymentSessionActive);
  }, [booking, movieId, navigate, pathname, search, state, releaseHold]);

  return booking;
}
