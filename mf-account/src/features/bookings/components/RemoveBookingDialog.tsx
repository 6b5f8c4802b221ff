import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import type { Booking } from '@reeltime/shared-lib';

export interface RemoveBookingDialogProps {
  booking: Booking | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (booking: Booking) => void;
}

export function RemoveBookingDialog({ booking, busy, onCancel, onConfirm }: RemoveBookingDialogProps) {
  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
      <Dialog open={booking !== null} onClose={busy ? undefined : onCancel} aria-labelledby="remove-booking-title">
        <DialogTitle id="remove-booking-title">Remove this booking?</DialogTitle>
        <DialogContent>
          <DialogContentText>{booking?.movie.title} will be removed from your bookings.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Keep booking
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => booking && onConfirm(booking)}>
            {busy ? 'Removing...' : 'Yes, remove'}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
