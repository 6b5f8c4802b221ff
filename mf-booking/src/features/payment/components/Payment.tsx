import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import {
  BOOKING_STORAGE_KEYS,
  bookingStorage,
  Icon,
  toast,
  useApiMutation,
  type BookingInProgress,
  type SeatHold,
} from '@reeltime/shared-lib';
import { toConfirmedBooking, type ConfirmedBooking } from '../../confirmation/confirmedBooking';
import { paidInThisTab } from '../../confirmation/paidInThisTab';
import { slotIdOf } from '../../booking-progress/bookingDetails';
import { releaseHoldOnUnload } from '../../booking-progress/api/releaseHold';
import { useReleaseHold } from '../../booking-progress/hooks/useReleaseHold';
import { heldShow } from '../../booking-progress/heldShow';
import { submitPayment, type PaymentRequest, type PaymentResult } from '../api/submitPayment';
import { paymentErrorMessage } from '../api/paymentErrors';
import { useIdempotencyKey } from '../hooks/useIdempotencyKey';
import { useLeavePrompt } from '../hooks/useLeavePrompt';
import { cancelForRefresh, usePaymentSessionMarker } from '../hooks/usePaymentSession';
import { usePaymentClock } from '../hooks/paymentClock';
import { useReleaseHoldOnLeave } from '../hooks/useReleaseHoldOnLeave';
import { useRefreshKeys } from '../hooks/useRefreshKeys';
import { CardPaymentForm, type CardDetails } from './CardPaymentForm';
import { LeavePaymentDialog, RefreshWarningDialog, SessionExpiredDialog } from './LazyPaymentDialogs';
import { PaymentMethodTabs } from './PaymentMethodTabs';
import { PaymentSummary } from './PaymentSummary';
import { loadConfirmation } from './loadConfirmation';
import { Notice } from './Notice';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import './payment.css';

const fetchConfirmationAhead = () => void loadConfirmation().catch(() => undefined);

/** Whether this tab still holds the seats this payment was for (not a newer hold taken meanwhile). */
function sameSeats(stored: string[] | undefined, paid: string[]): boolean {
  return stored !== undefined && stored.join() === paid.join();
}

/** The gateway's answer that confirms the booking (any other success status is no booking). */
const isConfirmed = ({ status }: PaymentResult) => status === 200 || status === 201;

const UNCONFIRMED_MESSAGE = 'Payment processing failed. Please try again.';

export interface PaymentProps {
  booking: BookingInProgress;
  hold: SeatHold;
  onPaid: (confirmed: ConfirmedBooking) => void;
}

/** The payment form, summary, countdown and dialogs for a booking whose seats are held. */
export default function Payment({ booking, hold, onPaid }: PaymentProps) {
  const navigate = useNavigate();
  const idempotencyKeyFor = useIdempotencyKey();
  const releaseHold = useReleaseHold();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // True while a payment is in flight and once it succeeded: from then on nothing may release the hold.
  const paying = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Retries of a timeout or a busy server carry the same Idempotency-Key (submitPayment); a confirmed booking
  // keeps the form busy until the confirmation replaces it; a failure is told only while the page is shown.
  const { run: sendPayment, busy: processing } = useApiMutation(
    (payment: PaymentRequest) => submitPayment(payment, idempotencyKeyFor(payment)),
    {
      keepBusyOnSuccess: isConfirmed,
      error: (failure) => (mounted.current ? paymentErrorMessage(failure) : undefined),
      success: (result) => (isConfirmed(result) ? 'Payment successful! Booking confirmed.' : undefined),
      onSuccess: (result) => {
        if (!isConfirmed(result)) return;
        const confirmed = toConfirmedBooking(result.booking, booking, hold);
        heldShow.forget();
        bookingStorage.clear();
        if (confirmed.bookingId !== null) paidInThisTab.remember(confirmed.bookingId);
        bookingStorage.setStep('confirmation');
        onPaid(confirmed);
      },
    },
  );
  // Only the countdowns re-render each second; this page re-renders when the session runs out.
  const { clock, expired } = usePaymentClock(!processing);
  const slotId = hold.slotId ?? slotIdOf(booking);
  // Closing or reloading the tab abandons the booking: its seats go back to everyone.
  useLeavePrompt(!expired, () => {
    if (!paying.current) releaseHoldOnUnload(slotId);
  });
  // Leaving inside the app (browser Back, a link, the logo) abandons it too.
  useReleaseHoldOnLeave(slotId, () => !paying.current);
  usePaymentSessionMarker(!expired);
  useRefreshKeys(!expired, () => setRefreshing(true));

  useEffect(() => bookingStorage.setStep('payment'), []);

  // The session ran out: the server's hold ends now too, rather than whenever its own clock says.
  const releasedOnExpiry = useRef(false);
  useEffect(() => {
    if (!expired || releasedOnExpiry.current) return;
    releasedOnExpiry.current = true;
    releaseHold(slotId);
  }, [expired, slotId, releaseHold]);

  const resetAndGo = (path: string) => {
    bookingStorage.clear();
    navigate(path);
  };

  const leave = () => {
    releaseHold(slotId);
    window.sessionStorage.removeItem(BOOKING_STORAGE_KEYS.paymentTimer);
    window.localStorage.removeItem(BOOKING_STORAGE_KEYS.paymentSessionActive);
    bookingStorage.setStep('seat-selection');
    navigate(`/movies/${booking.movie.id}/seat-selection`);
  };

  const pay = async (card: CardDetails) => {
    const payment = {
      slotId,
      seatNumbers: hold.seatNumbers,
      totalAmount: hold.totalAmount,
      cardNumber: card.cardNumber.replace(/\s/g, ''),
      cardHolderName: card.cardholderName.trim(),
      expiryDate: card.expiryDate,
      cvv: card.cvv,
    };
    paying.current = true;
    setError(null);
    void loadConfirmation().catch(() => undefined);
    const outcome = await sendPayment(payment);
    if (outcome.ok && isConfirmed(outcome.data)) return;
    paying.current = false;
    // The customer left while the payment was being tried: it failed, so its seats go back to everyone now rather
    // than when the hold runs out (a booking that did commit keeps its seats: only a hold is released).
    if (!mounted.current) {
      if (
        heldShow.read() === slotId &&
        sameSeats(bookingStorage.read()?.bookingResponse?.seatNumbers, hold.seatNumbers)
      )
        releaseHold(slotId);
      return;
    }
    if (outcome.ok) {
      setError(UNCONFIRMED_MESSAGE);
      toast.error(UNCONFIRMED_MESSAGE);
    } else {
      setError(paymentErrorMessage(outcome.error));
    }
  };

  return (
    <>
      <div className="rt-bk-pay-head">
        <button
          type="button"
          className="rt-icon-btn"
          aria-label="Back to seat selection"
          onClick={() => setLeaving(true)}
          disabled={processing}
        >
          <Icon name="ArrowBack" d={ICON_PATHS.ArrowBack} />
        </button>
        <h1 className="rt-bk-pay-head__title">Payment</h1>
      </div>
      <Notice severity="error" outlined className="rt-bk-pay-warning">
        Please do not refresh or close this page until your payment is complete.
      </Notice>
      <div className="rt-bk-pay">
        {/* The customer starts on the card: the confirmation's code comes while they type, so Pay waits only for
            the payment. */}
        <div className="rt-bk-pay__form" onFocus={fetchConfirmationAhead}>
          <PaymentMethodTabs
            card={
              <CardPaymentForm
                total={hold.totalAmount}
                processing={processing}
                error={error}
                onPay={(card) => void pay(card)}
                clock={clock}
              />
            }
          />
        </div>
        <div className="rt-bk-pay__aside">
          <PaymentSummary booking={booking} hold={hold} clock={clock} />
        </div>
      </div>
      <LeavePaymentDialog open={leaving} onStay={() => setLeaving(false)} onLeave={leave} />
      <RefreshWarningDialog
        open={refreshing}
        onStay={() => setRefreshing(false)}
        onConfirm={() => cancelForRefresh(navigate, releaseHold)}
      />
      <SessionExpiredDialog open={expired} onBrowse={() => resetAndGo('/movies')} onHome={() => resetAndGo('/')} />
    </>
  );
}
