import { useState } from 'react';
import { Link as RouterLink } from '@reeltime/shared-lib';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useChangePassword } from '../api/changePassword';
import { useDeleteAccount } from '../api/deleteAccount';
import { ChangePasswordDialog, DeleteAccountDialog } from './LazyAccountDialogs';

/** Bookings, password and account deletion. */
export function AccountActions() {
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const { passwordLoading, submit } = useChangePassword();
  const { deleteLoading, remove } = useDeleteAccount();
  const close = () => setDialog(null);

  return (
    <Paper
      component="section"
      aria-labelledby="account-actions-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="account-actions-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Account
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component={RouterLink}
          to="/my-bookings"
          variant="outlined"
          color="inherit"
          startIcon={<ConfirmationNumberIcon />}
        >
          View Bookings
        </Button>
        <Button variant="outlined" color="inherit" startIcon={<LockResetIcon />} onClick={() => setDialog('password')}>
          Change Password
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => setDialog('delete')}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          Delete Account
        </Button>
      </Stack>
      <ChangePasswordDialog open={dialog === 'password'} busy={passwordLoading} onClose={close} onSubmit={submit} />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        busy={deleteLoading}
        onClose={close}
        onConfirm={() => void remove().then((deleted) => deleted || close())}
      />
    </Paper>
  );
}
