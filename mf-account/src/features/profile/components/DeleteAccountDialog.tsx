import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MuiTheme } from '@reeltime/shared-lib/mui';

export interface DeleteAccountDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function DeleteAccountDialog({ open, busy, onClose, onConfirm }: DeleteAccountDialogProps) {
  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
      <Dialog
        open={open}
        onClose={busy ? undefined : onClose}
        maxWidth="xs"
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-warning"
      >
        <DialogTitle id="delete-account-title">Are you absolutely sure?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-warning">
            This action cannot be undone. Your account and all your data (profile, bookings and favourites) will be
            permanently deleted.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Yes, delete my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
