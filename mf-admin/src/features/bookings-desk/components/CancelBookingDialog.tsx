import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import { cancelDeskBooking, type DeskBookingDetail } from '../api/deskApi';
import { paiseText, rupeesToPaise } from '../utils/deskFormat';

interface Props {
  booking: DeskBookingDetail;
  onClose: () => void;
  onCancelled: (booking: DeskBookingDetail) => void;
}

type CancelBody = Parameters<typeof cancelDeskBooking>[1];

/** Cancel with the policy's refund, or another amount (up to the total) with a reason. */
export function CancelBookingDialog({ booking, onClose, onCancelled }: Props) {
  const [mode, setMode] = useState<'policy' | 'override'>('policy');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'amount' | 'reason'; message: string } | null>(null);
  const {
    run,
    busy: sending,
    error: failure,
  } = useApiMutation((body: CancelBody) => cancelDeskBooking(booking.id, body), {
    onSuccess: (cancelled) => onCancelled(cancelled),
    error: false,
  });
  const refused = saveFailureMessage(failure, 'The booking could not be cancelled.');
  const problem: { field?: 'amount' | 'reason'; message: string } | null =
    invalid ?? (refused ? { message: refused } : null);
  const { policy } = booking;

  async function submit(event: FormEvent) {
    event.preventDefault();
    let refundPaise: number | undefined;
    if (mode === 'override') {
      const paise = rupeesToPaise(amount);
      if (paise === null || paise > booking.totalPaise) {
        setInvalid({
          field: 'amount',
          message: `Enter a refund from ₹0 to ${paiseText(booking.totalPaise)} (the total paid).`,
        });
        return;
      }
      if (!reason.trim()) {
        setInvalid({ field: 'reason', message: 'Give the reason for refunding another amount than the policy’s.' });
        return;
      }
      refundPaise = paise;
    }
    setInvalid(null);
    await run({
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(refundPaise === undefined ? {} : { refundPaise }),
    });
  }

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="cancel-booking-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-booking-title">Cancel booking {booking.reference}?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {booking.show.movieTitle}, seats {booking.seats.join(', ')}: {paiseText(booking.totalPaise)} paid (
              {paiseText(booking.ticketPaise)} tickets, {paiseText(booking.convenienceFeePaise)} convenience fee). The
              seats go back on sale and the customer is e-mailed the refund.
            </Typography>
            <RadioGroup
              value={mode}
              onChange={(event) => setMode(event.target.value as 'policy' | 'override')}
              aria-label="Refund"
            >
              <FormControlLabel
                value="policy"
                control={<Radio />}
                label={`Policy refund: ${paiseText(policy.refundPaise)} (${policy.refundPercent}% of the ticket price)`}
              />
              <FormControlLabel value="override" control={<Radio />} label="Another amount (needs a reason)" />
            </RadioGroup>
            {mode === 'override' && (
              <TextField
                label="Refund amount (₹)"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                required
                error={problem?.field === 'amount'}
                helperText={
                  problem?.field === 'amount' ? problem.message : `From ₹0 to ${paiseText(booking.totalPaise)}`
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
            <TextField
              label={mode === 'override' ? 'Reason' : 'Reason (optional)'}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required={mode === 'override'}
              error={problem?.field === 'reason'}
              helperText={
                problem?.field === 'reason'
                  ? problem.message
                  : 'Kept in the booking’s history and the audit log; not sent to the customer.'
              }
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {problem && !problem.field && <Alert severity="error">{problem.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Keep booking
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={sending}>
            {sending ? 'Cancelling...' : 'Cancel booking'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
