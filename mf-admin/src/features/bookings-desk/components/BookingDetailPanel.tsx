import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime12h, useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import { resendConfirmation, type DeskBookingDetail } from '../api/deskApi';
import { cinemaInstant, paiseText } from '../utils/deskFormat';
import { BookingHistory } from './BookingHistory';
import { CancelBookingDialog } from './CancelBookingDialog';
import { StatusChip } from './StatusChip';

const SHOW_STATUS = {
  upcoming: 'Upcoming',
  started: 'Playing now',
  ended: 'Ended',
  cancelled: 'Show cancelled',
} as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

interface Props {
  booking: DeskBookingDetail;
  /** Managers and admins cancel and resend; staff only look. */
  canChange: boolean;
  onChanged: (booking: DeskBookingDetail) => void;
}

/** One booking: who, which show, what was paid and refunded, its history, and what the desk can do. */
export function BookingDetailPanel({ booking, canChange, onChanged }: Props) {
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; message: string } | null>(null);
  const { run: resendConfirmationOf, busy: resending } = useApiMutation(resendConfirmation, {
    onSuccess: ({ message }) => setNotice({ severity: 'success', message }),
    error: false,
  });
  const { show, customer, policy } = booking;
  const zone = show.timeZone;

  async function resend() {
    const outcome = await resendConfirmationOf(booking.id);
    const refused = outcome.ok ? '' : saveFailureMessage(outcome.error, 'The confirmation could not be sent again.');
    if (refused) setNotice({ severity: 'error', message: refused });
  }

  return (
    <Paper
      component="section"
      aria-labelledby="desk-booking-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="desk-booking-title" variant="h5" component="h2">
          Booking {booking.reference}
        </Typography>
        <StatusChip status={booking.status} admitted={booking.admittedAt !== null} />
      </Stack>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
        <Fact label="Customer">
          {customer.name} · {customer.email}
          {customer.phone ? ` · ${customer.phone}` : ''}
        </Fact>
        <Fact label="Show">
          {show.movieTitle} · {show.cinemaName}, {show.screenName} · {formatDate(show.showDate)},{' '}
          {formatTime12h(show.startTime)} ({SHOW_STATUS[show.status]})
        </Fact>
        <Fact label="Seats">{booking.seats.join(', ')}</Fact>
        <Fact label="Paid">
          {paiseText(booking.totalPaise)} ({paiseText(booking.ticketPaise)} tickets +{' '}
          {paiseText(booking.convenienceFeePaise)} fee), card ending {booking.cardLast4}
        </Fact>
        {booking.status === 'CANCELLED' && (
          <Fact label="Cancelled">
            {booking.cancelledAt ? cinemaInstant(booking.cancelledAt, zone) : 'Yes'}
            {booking.cancelledBy ? ` by ${booking.cancelledBy.name}` : ''}
            {booking.cancelReason ? ` — ${booking.cancelReason}` : ''}
          </Fact>
        )}
        {booking.status === 'CANCELLED' && (
          <Fact label="Refund">
            {booking.refundPaise ? `${paiseText(booking.refundPaise)} to the card ending ${booking.cardLast4}` : 'None'}
          </Fact>
        )}
        <Fact label="Cancellation policy">
          {policy.refundPercent}% of the ticket price ({paiseText(policy.refundPaise)}) until {policy.cutoffMinutes}{' '}
          minutes before the show
          {policy.open ? '' : ' — closed for customers'}
        </Fact>
      </Box>

      {canChange && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button variant="contained" color="error" disabled={!booking.cancellable} onClick={() => setCancelling(true)}>
            Cancel booking…
          </Button>
          <Button
            variant="outlined"
            disabled={booking.status !== 'CONFIRMED' || resending}
            onClick={() => void resend()}
          >
            {resending ? 'Sending...' : 'Resend confirmation e-mail'}
          </Button>
        </Stack>
      )}
      {booking.notCancellableReason && booking.status === 'CONFIRMED' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {booking.notCancellableReason}
        </Typography>
      )}

      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        History (cinema time)
      </Typography>
      <BookingHistory history={booking.history} timeZone={zone} />

      {cancelling && (
        <CancelBookingDialog
          booking={booking}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            setNotice({
              severity: 'success',
              message: `Booking ${cancelled.reference} cancelled: ${cancelled.refundPaise ? `${paiseText(cancelled.refundPaise)} refunded to the card` : 'no refund'}. The customer is being e-mailed.`,
            });
            onChanged(cancelled);
          }}
        />
      )}
    </Paper>
  );
}
