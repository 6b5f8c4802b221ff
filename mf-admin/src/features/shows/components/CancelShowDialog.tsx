import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatRupees, formatTime12h, useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import { cancelShow, type CancelShowResult } from '../api/cancelShow';
import type { AdminShow } from '../api/types';

/** Confirms a show's cancellation, saying how many bookings will be refunded and how much, with a reason for the customers. */
export function CancelShowDialog({
  show,
  onClose,
  onCancelled,
}: {
  show: AdminShow;
  onClose: () => void;
  onCancelled: (result: CancelShowResult) => void;
}) {
  const [reason, setReason] = useState('');
  const {
    run,
    busy,
    error: failure,
  } = useApiMutation((why: string) => cancelShow(show.id, why), {
    onSuccess: (result) => onCancelled(result),
    error: false,
  });
  const error = saveFailureMessage(failure, 'The show could not be cancelled. Try again.');
  const bookings = show.confirmedBookings;
  const confirm = async () => {
    await run(reason);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-show-title">
      <DialogTitle id="cancel-show-title">
        Cancel {show.movieTitle}, {show.showDate} {formatTime12h(show.startTime)}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {bookings === 0
            ? 'No tickets are sold yet. The show leaves the site at once.'
            : `${bookings} ${bookings === 1 ? 'booking' : 'bookings'} will be refunded in full, ${formatRupees(show.confirmedTotalPaise / 100)} in total, and each customer e-mailed. The show leaves the site at once.`}
        </DialogContentText>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label="Reason (told to customers)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep the show</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || reason.trim().length < 3}
          onClick={() => void confirm()}
        >
          Cancel show{bookings > 0 ? ` and refund ${bookings}` : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
