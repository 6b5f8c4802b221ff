import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { toApiError, type Booking, type RefundQuote } from '@reeltime/shared-lib';
import { fetchRefundQuote } from '../api/cancelBooking';

export interface CancelBookingDialogProps {
  booking: Booking | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (booking: Booking) => void;
}

type QuoteState =
  { status: 'loading' } | { status: 'ready'; quote: RefundQuote } | { status: 'failed'; message: string };

/** Reads the refund quote each time the dialog opens for a booking: the cut-off moves closer by the minute. */
function useRefundQuote(booking: Booking | null): [QuoteState, () => void] {
  const [state, setState] = useState<QuoteState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const id = booking?.id;
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    setState({ status: 'loading' });
    fetchRefundQuote(id).then(
      (quote) => current && setState({ status: 'ready', quote }),
      (failure: unknown) =>
        current &&
        setState({
          status: 'failed',
          message: toApiError(failure).message || 'Could not work out the refund. Please try again.',
        }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  return [state, () => setAttempt((count) => count + 1)];
}

/** "Cancel this booking?": what comes back under the cinema's policy, to which card and when, or why it can no longer be cancelled. */
export function CancelBookingDialog({ booking, busy, onClose, onConfirm }: CancelBookingDialogProps) {
  const [state, retry] = useRefundQuote(booking);
  const quote = state.status === 'ready' ? state.quote : null;
  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
      <Dialog
        open={booking !== null}
        onClose={busy ? undefined : onClose}
        aria-labelledby="cancel-booking-title"
        aria-describedby="cancel-booking-refund"
      >
        <DialogTitle id="cancel-booking-title">
          {quote && !quote.cancellable ? 'This booking can no longer be cancelled' : 'Cancel this booking?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {booking?.movie.title}, {booking?.seats.join(', ')}
          </DialogContentText>
          <div id="cancel-booking-refund" aria-live="polite">
            {state.status === 'loading' && (
              <Skeleton variant="rounded" height={48} aria-label="Working out your refund..." role="status" />
            )}
            {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
            {quote && (
              <Alert severity={quote.cancellable ? (quote.refundAmount > 0 ? 'info' : 'warning') : 'warning'}>
                {quote.cancellable && quote.refundAmount > 0 && <strong>Refund: </strong>}
                {quote.message}
              </Alert>
            )}
          </div>
          {quote?.cancellable && (
            <DialogContentText sx={{ mt: 2 }}>
              Your seats will be released for others. The convenience fee is not refunded.
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          {state.status === 'failed' && <Button onClick={retry}>Try Again</Button>}
          <Button onClick={onClose} disabled={busy}>
            {quote && !quote.cancellable ? 'Close' : 'Keep booking'}
          </Button>
          {quote?.cancellable && (
            <Button color="error" variant="contained" disabled={busy} onClick={() => booking && onConfirm(booking)}>
              {busy ? 'Cancelling...' : 'Yes, cancel booking'}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
