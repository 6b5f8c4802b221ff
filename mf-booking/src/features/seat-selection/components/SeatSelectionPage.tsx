import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useMediaMatch, useNavigate, useParams } from '@reeltime/shared-lib';
import {
  ErrorState,
  authStore,
  bookingStorage,
  isLoggedIn,
  openAuthModal,
  prefetchPage,
  roundToPaise,
  toast,
  useApiMutation,
  useDocumentTitle,
  type BookingInProgress,
  type Seat,
} from '@reeltime/shared-lib';
import { BookingSteps } from '../../booking-progress/components/BookingSteps';
import { MovieStrip } from '../../booking-progress/components/MovieStrip';
import { slotIdOf } from '../../booking-progress/bookingDetails';
import { heldShow } from '../../booking-progress/heldShow';
import { holdSeats } from '../api/holdSeats';
import { useBookingInProgress } from '../hooks/useBookingInProgress';
import { useLiveSeats } from '../hooks/useLiveSeats';
import { useSeats } from '../api/getSeats';
import { BookingSummary } from './BookingSummary';
import { SeatLegend } from './SeatLegend';
import { SeatMap } from './SeatMap';
import { SeatMapSkeleton } from './SeatMapSkeleton';
import { SeatSelectionBar } from './SeatSelectionBar';
import { isUnavailable, type MapSeat } from '../utils/seatLayout';
import { WaitingRoomGate } from '../../waiting-room/components/WaitingRoomGate';
import { PHONE_QUERY } from '../../booking-progress/phoneQuery';
import '../../booking-progress/components/bookingPage.css';
import './seatSelectionPage.css';

const MAX_SEATS = 10;
/** Keys of the toasts a seat choice makes stale. */
const NO_SEAT_TOAST = 'seat-selection:no-seat';
const TOO_MANY_SEATS_TOAST = 'seat-selection:too-many-seats';
const LOGIN_TOAST = 'seat-selection:login';
/** How long the chosen seats stay unchanged before the payment step's code is fetched ahead. */
export const PAYMENT_PREFETCH_DELAY_MS = 700;

export function takenMessage(seatNumbers: string[]): string {
  return seatNumbers.length === 1
    ? `Seat ${seatNumbers[0]} was just taken by someone else.`
    : `Seats ${seatNumbers.join(', ')} were just taken by someone else.`;
}

function SeatSelection({ booking, onNotAdmitted }: { booking: BookingInProgress; onNotAdmitted: () => void }) {
  const navigate = useNavigate();
  const slotId = slotIdOf(booking);
  const { seats: fetched, loading, error, reload } = useSeats(slotId);
  const [selected, setSelected] = useState<string[]>([]);
  // The seats are held, then the payment step opens: busy until it does. A refusal is toasted with the API's
  // message; 403 (the show is sold through a queue and this tab's turn is missing or over) goes back to the
  // queue; 409 (someone took some of these seats) shows the fresh map and keeps only what is still free.
  const { run: hold, busy: holding } = useApiMutation(holdSeats, {
    keepBusyOnSuccess: true,
    error: 'Failed to book seats. Please try again.',
    onError: async ({ status }) => {
      if (status === 403) onNotAdmitted();
      if (status !== 409) return;
      const fresh = await reload();
      if (!fresh) return;
      const free = new Set(fresh.filter((seat) => !isUnavailable(seat)).map((seat) => seat.seatNumber));
      setSelected((current) => current.filter((seatNumber) => free.has(seatNumber)));
    },
  });
  const [announcement, setAnnouncement] = useState('');
  const continueAfterLogin = useRef(false);
  const phone = useMediaMatch(PHONE_QUERY);

  const onTaken = useCallback((seatNumbers: string[]) => {
    const message = takenMessage(seatNumbers);
    setSelected((current) => current.filter((seatNumber) => !seatNumbers.includes(seatNumber)));
    toast.warning(message);
    setAnnouncement(message);
  }, []);
  const seats = useLiveSeats<MapSeat>({ slotId, seats: fetched, reload, selected, holding, onTaken });

  const priceOf = useMemo(() => new Map(seats.map((seat) => [seat.seatNumber, seat.price])), [seats]);
  const totalOf = (seatNumbers: string[]) =>
    roundToPaise(seatNumbers.reduce((sum, seatNumber) => sum + (priceOf.get(seatNumber) ?? 0), 0));
  const total = totalOf(selected);
  // The tapped seat paints first; the summary and the phone's bar follow in the next, interruptible render.
  const summarySeats = useDeferredValue(selected);
  const summaryTotal = totalOf(summarySeats);

  // The toggle reads the latest choice from a ref so it never changes: the seat map then re-renders only the
  // row of the tapped seat, not every seat of a large theatre.
  const latestSelected = useRef(selected);
  latestSelected.current = selected;
  const toggle = useCallback((seat: Seat) => {
    if (isUnavailable(seat)) return;
    // A seat chosen or given back: "select at least one" and "up to 10" no longer apply.
    toast.dismiss(NO_SEAT_TOAST);
    toast.dismiss(TOO_MANY_SEATS_TOAST);
    const current = latestSelected.current;
    if (current.includes(seat.seatNumber)) {
      setSelected(current.filter((seatNumber) => seatNumber !== seat.seatNumber));
    } else if (current.length >= MAX_SEATS) {
      toast.warning('You can only select up to 10 seats', { key: TOO_MANY_SEATS_TOAST });
    } else {
      setSelected([...current, seat.seatNumber]);
    }
  }, []);

  const proceed = async () => {
    if (!isLoggedIn()) {
      toast.warning('Please login to continue booking', { key: LOGIN_TOAST });
      continueAfterLogin.current = true;
      openAuthModal('login');
      return;
    }
    continueAfterLogin.current = false;
    toast.dismiss(LOGIN_TOAST);
    if (selected.length === 0) {
      toast.warning('Please select at least one seat', { key: NO_SEAT_TOAST });
      return;
    }
    const outcome = await hold(slotId, selected);
    if (!outcome.ok) return;
    heldShow.remember(outcome.data.slotId ?? slotId);
    bookingStorage.update({
      selectedSeats: selected.map((seatNumber) => ({ seatNumber, price: priceOf.get(seatNumber) ?? 0 })),
      totalAmount: total,
      bookingResponse: outcome.data,
    });
    bookingStorage.setStep('payment');
    navigate('/payment');
  };

  // Seats chosen and left alone for a moment: the payment step's code is fetched while the customer reads the
  // summary, not between their taps (running it would hold up the next tap).
  useEffect(() => {
    if (selected.length === 0) return undefined;
    const timer = setTimeout(() => prefetchPage('/payment'), PAYMENT_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selected]);

  // Logging in from Proceed carries on to payment with the seats chosen: the login was the one tap needed. The hold
  // is asked for the moment the session starts, not after the page has re-rendered for it.
  const proceedRef = useRef(proceed);
  proceedRef.current = proceed;
  useEffect(
    () =>
      authStore.subscribe(() => {
        if (isLoggedIn() && continueAfterLogin.current) void proceedRef.current();
      }),
    [],
  );
  // Stable handlers: the (memoized) summary and phone bar are left alone by a seat tap's first render.
  const onProceed = useCallback(() => void proceedRef.current(), []);
  const onClear = useCallback(() => {
    toast.dismiss(TOO_MANY_SEATS_TOAST);
    setSelected([]);
  }, []);

  if (error) {
    return (
      <ErrorState
        title="Error Loading Seats"
        message={error}
        actionLabel="Go Back"
        onAction={() => navigate(`/movies/${booking.movie.id}`)}
      />
    );
  }

  return (
    <>
      <div className="rt-bk-seat-page">
        {/* Edge to edge on phones: every pixel of width goes to seat size (WCAG 2.5.8's 24 px). */}
        <div className="rt-bk-seat-page__map">
          {loading && seats.length === 0 ? (
            <SeatMapSkeleton />
          ) : (
            <SeatMap seats={seats} selected={selected} onToggle={toggle} />
          )}
          <SeatLegend />
        </div>
        <div className="rt-bk-seat-page__aside">
          <BookingSummary
            booking={booking}
            seatNumbers={summarySeats}
            total={summaryTotal}
            holding={holding}
            onClear={onClear}
            onProceed={onProceed}
            showProceed={!phone}
          />
        </div>
      </div>
      {phone && (
        <SeatSelectionBar count={summarySeats.length} total={summaryTotal} holding={holding} onProceed={onProceed} />
      )}
      <div aria-live="assertive" aria-atomic="true" className="rt-visually-hidden">
        {announcement}
      </div>
    </>
  );
}

/** `/movies/:id/seat-selection`: pick seats for the show chosen on the movie page. */
export function SeatSelectionPage() {
  const { id } = useParams();
  const booking = useBookingInProgress(id);
  // The tab names the film being booked: the page knows it, so its title is declared here, not in pages.json.
  const film = booking?.movie?.title;
  useDocumentTitle(film ? `${film} — Select Seats` : 'Select Seats');
  if (!booking) return null;
  return (
    <div className="rt-bk-page">
      <BookingSteps activeStep={1} />
      <MovieStrip booking={booking} />
      <WaitingRoomGate showId={slotIdOf(booking)}>
        {(recheck) => <SeatSelection booking={booking} onNotAdmitted={recheck} />}
      </WaitingRoomGate>
    </div>
  );
}
