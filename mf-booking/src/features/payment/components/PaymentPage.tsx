import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import { ErrorState, LoadingState, bookingStorage, toast, type BookingInProgress } from '@reeltime/shared-lib';
import { BookingSteps } from '../../booking-progress/components/BookingSteps';
import type { ConfirmedBooking } from '../../confirmation/confirmedBooking';
import { useCancelledByReload } from '../hooks/usePaymentSession';
import { loadConfirmation } from './loadConfirmation';
import { paymentForm } from './paymentForm';
import { usePaidBookingOfTab } from '../../confirmation/hooks/usePaidBookingOfTab';
import '../../booking-progress/components/bookingPage.css';

/** The confirmation is fetched while paying. */
const PaymentConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.PaymentConfirmation })));

// The payment form is fetched once a booking is found, so a visit without one (sent back to /movies) does not load
// it. This page's code is fetched ahead while seats are chosen: with a booking in progress the form comes along, so
// Proceed opens it at once.
if (bookingStorage.read() !== null) paymentForm.preload().catch(() => undefined);

/** The booking may still be being written when the page opens; look again after 100 ms. */
const MISSING_BOOKING_GRACE_MS = 100;

/**
 * `/payment`: pay for the held seats, then the confirmation. Once paid, the tab keeps the booking: a reload, Back or
 * Forward here shows the confirmation again (read back from the API), never "No booking details found".
 */
export function PaymentPage() {
  const navigate = useNavigate();
  const [booking, setBooking] = useState<BookingInProgress | null>(() => bookingStorage.read());
  const paidBefore = usePaidBookingOfTab(booking === null);
  const [paidNow, setConfirmed] = useState<ConfirmedBooking | null>(null);
  const confirmed = paidNow ?? (paidBefore.status === 'found' ? paidBefore.confirmed : null);
  const cancelledByReload = useCancelledByReload();
  const Payment = paymentForm.useComponent();

  useEffect(() => {
    if (booking || confirmed || cancelledByReload || paidBefore.status === 'loading') return;
    const timer = setTimeout(() => {
      const stored = bookingStorage.read();
      if (stored) {
        setBooking(stored);
        return;
      }
      toast.error('No booking details found. Please start over.');
      navigate('/movies', { replace: true });
    }, MISSING_BOOKING_GRACE_MS);
    return () => clearTimeout(timer);
  }, [booking, confirmed, cancelledByReload, paidBefore.status, navigate]);

  if (confirmed) {
    return (
      <div className="rt-bk-page">
        <BookingSteps activeStep={4} />
        <Suspense fallback={<LoadingState label="Loading your ticket..." />}>
          <PaymentConfirmation confirmed={confirmed} />
        </Suspense>
      </div>
    );
  }
  if (cancelledByReload) return null;
  if (!booking)
    return (
      <LoadingState label={paidBefore.status === 'loading' ? 'Loading your ticket...' : 'Loading your booking...'} />
    );

  const hold = booking.bookingResponse;
  return (
    <div className="rt-bk-page">
      <BookingSteps activeStep={2} />
      {hold?.seatNumbers?.length ? (
        <Suspense fallback={<LoadingState label="Loading your booking..." />}>
          <Payment booking={booking} hold={hold} onPaid={setConfirmed} />
        </Suspense>
      ) : (
        <ErrorState
          title="Missing booking information. Please restart the booking process."
          actionLabel="Choose Seats"
          onAction={() => navigate(`/movies/${booking.movie.id}/seat-selection`)}
        />
      )}
    </div>
  );
}
