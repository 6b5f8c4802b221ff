import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from '@reeltime/shared-lib';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  BOOKING_STORAGE_KEYS,
  ErrorState,
  LoadingState,
  bookingStorage,
  eventBus,
  toApiError,
  toast,
  type BookingInProgress,
  type SeatHold,
} from '@reeltime/shared-lib';
import { BookingSteps } from '../../booking-progress/components/BookingSteps';
import { toConfirmedBooking, type ConfirmedBooking } from '../../confirmation/confirmedBooking';
import { slotIdOf } from '../../booking-progress/bookingDetails';
import { submitPayment } from '../api/paymentApi';
import { paymentErrorMessage } from '../api/paymentErrors';
import { useIdempotencyKey } from '../hooks/useIdempotencyKey';
import { useLeavePrompt } from '../hooks/useLeavePrompt';
import { cancelForRefresh, useCancelledByReload, usePaymentSessionMarker } from '../hooks/usePaymentSession';
import { usePaymentTimer } from '../hooks/usePaymentTimer';
import { useRefreshKeys } from '../hooks/useRefreshKeys';
import { CardPaymentForm, type CardDetails } from './CardPaymentForm';
import { LeavePaymentDialog, RefreshWarningDialog, SessionExpiredDialog } from './LazyPaymentDialogs';
import { PaymentMethodTabs } from './PaymentMethodTabs';
import { PaymentSummary } from './PaymentSummary';

/** The confirmation view (ticket QR, share dialog) is fetched while the payment is submitted. */
const loadConfirmation = () => import('../../confirmation/components/PaymentConfirmation');
const PaymentConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.PaymentConfirmation })));

/** SPEC §4: the booking may still be being written when the page opens; look again after 100 ms. */
const MISSING_BOOKING_GRACE_MS = 100;

interface PaymentProps {
  booking: BookingInProgress;
  hold: SeatHold;
  onPaid: (confirmed: ConfirmedBooking) => void;
}

function Payment({ booking, hold, onPaid }: PaymentProps) {
  const navigate = useNavigate();
  const idempotencyKeyFor = useIdempotencyKey();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const secondsLeft = usePaymentTimer(!processing);
  const expired = secondsLeft === 0;
  useLeavePrompt(!expired);
  usePaymentSessionMarker(!expired);
  useRefreshKeys(!expired, () => setRefreshing(true));

  useEffect(() => bookingStorage.setStep('payment'), []);

  const resetAndGo = (path: string) => {
    bookingStorage.clear();
    navigate(path);
  };

  const leave = () => {
    window.sessionStorage.removeItem(BOOKING_STORAGE_KEYS.paymentTimer);
    window.localStorage.removeItem(BOOKING_STORAGE_KEYS.paymentSessionActive);
    bookingStorage.setStep('seat-selection');
    navigate(`/movies/${booking.movie.id}/seat-selection`);
  };

  const pay = async (card: CardDetails) => {
    const payment = {
      slotId: hold.slotId ?? slotIdOf(booking),
      seatNumbers: hold.seatNumbers,
      totalAmount: hold.totalAmount,
      cardNumber: card.cardNumber.replace(/\s/g, ''),
      cardHolderName: card.cardholderName.trim(),
      expiryDate: card.expiryDate,
      cvv: card.cvv,
    };
    setProcessing(true);
    setError(null);
    void loadConfirmation().catch(() => undefined);
    let failure: string;
    try {
      const result = await submitPayment(payment, idempotencyKeyFor(payment));
      if (result.status === 200 || result.status === 201) {
        const confirmed = toConfirmedBooking(result.booking, booking, hold);
        bookingStorage.clear();
        bookingStorage.setStep('confirmation');
        toast.success('Payment successful! Booking confirmed.');
        if (confirmed.bookingId != null) eventBus.emit({ type: 'booking:confirmed', bookingId: confirmed.bookingId });
        onPaid(confirmed);
        return;
      }
      failure = 'Payment processing failed. Please try again.';
    } catch (caught) {
      failure = paymentErrorMessage(toApiError(caught));
    }
    setError(failure);
    toast.error(failure);
    setProcessing(false);
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton aria-label="Back to seat selection" onClick={() => setLeaving(true)} disabled={processing}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          Payment
        </Typography>
      </Stack>
      <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
        Please do not refresh or close this page until your payment is complete.
      </Alert>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, order: { xs: 2, md: 1 } }}>
          <PaymentMethodTabs
            card={<CardPaymentForm total={hold.totalAmount} processing={processing} error={error} onPay={(card) => void pay(card)} />}
          />
        </Paper>
        <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}>
          <PaymentSummary booking={booking} hold={hold} secondsLeft={secondsLeft} />
        </Box>
      </Box>
      <LeavePaymentDialog open={leaving} onStay={() => setLeaving(false)} onLeave={leave} />
      <RefreshWarningDialog open={refreshing} onStay={() => setRefreshing(false)} onConfirm={() => cancelForRefresh(navigate)} />
      <SessionExpiredDialog open={expired} onBrowse={() => resetAndGo('/movies')} onHome={() => resetAndGo('/')} />
    </>
  );
}

/** `/payment`: pay for the held seats, then the confirmation. */
export function PaymentPage() {
  const navigate = useNavigate();
  const [booking, setBooking] = useState<BookingInProgress | null>(() => bookingStorage.read());
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  const cancelledByReload = useCancelledByReload();

  useEffect(() => {
    if (booking || confirmed || cancelledByReload) return;
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
  }, [booking, confirmed, cancelledByReload, navigate]);

  if (confirmed) {
    return (
      <Box sx={{ py: { xs: 2, sm: 3 } }}>
        <BookingSteps activeStep={4} />
        <Suspense fallback={<LoadingState label="Loading your ticket..." />}>
          <PaymentConfirmation confirmed={confirmed} />
        </Suspense>
      </Box>
    );
  }
  if (cancelledByReload) return null;
  if (!booking) return <LoadingState label="Loading your booking..." />;

  const hold = booking.bookingResponse;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <BookingSteps activeStep={2} />
      {hold?.seatNumbers?.length ? (
        <Payment booking={booking} hold={hold} onPaid={setConfirmed} />
      ) : (
        <ErrorState
          title="Missing booking information. Please restart the booking process."
          actionLabel="Choose Seats"
          onAction={() => navigate(`/movies/${booking.movie.id}/seat-selection`)}
        />
      )}
    </Box>
  );
}
