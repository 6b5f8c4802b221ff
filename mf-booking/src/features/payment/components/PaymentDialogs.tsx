/** The payment page's dialogs, loaded on first open (LazyPaymentDialogs.tsx); each brings MUI's theme, as the page draws no MUI. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MuiTheme } from '@reeltime/shared-lib/mui';

export function LeavePaymentDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <MuiTheme>
      <Dialog open={open} onClose={onStay} aria-labelledby="leave-payment-title">
        <DialogTitle id="leave-payment-title">Leave Payment?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your payment is not complete. If you leave now, you will go back to seat selection.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onStay}>
            Stay & Continue
          </Button>
          <Button color="error" onClick={onLeave}>
            Yes, Leave
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}

export function SessionExpiredDialog({
  open,
  onBrowse,
  onHome,
}: {
  open: boolean;
  onBrowse: () => void;
  onHome: () => void;
}) {
  return (
    <MuiTheme>
      <Dialog open={open} aria-labelledby="session-expired-title">
        <DialogTitle id="session-expired-title">Time&apos;s Up! Session Expired</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your 10-minute payment session has ended and the seats were released. Please start your booking again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onBrowse}>
            Browse Movies
          </Button>
          <Button onClick={onHome}>Go to Home</Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}

export function RefreshWarningDialog({
  open,
  onStay,
  onConfirm,
}: {
  open: boolean;
  onStay: () => void;
  onConfirm: () => void;
}) {
  return (
    <MuiTheme>
      <Dialog
        open={open}
        onClose={onStay}
        aria-labelledby="refresh-warning-title"
        aria-describedby="refresh-warning-text"
      >
        <DialogTitle id="refresh-warning-title">Warning!</DialogTitle>
        <DialogContent>
          <DialogContentText id="refresh-warning-text">
            Refreshing now cancels this transaction. You will have to start your booking again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onStay}>
            Stay on Page
          </Button>
          <Button color="error" onClick={onConfirm}>
            Confirm Refresh
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
