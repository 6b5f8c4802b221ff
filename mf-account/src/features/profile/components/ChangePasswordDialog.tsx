import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PasswordChangeForm } from '../hooks/passwordChangeRules';

export interface ChangePasswordDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves true when the password was changed. */
  onSubmit: (form: PasswordChangeForm) => Promise<boolean>;
}

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed new password; "Change Password" stays disabled until all three are filled. */
export function ChangePasswordDialog({ open, busy, onClose, onSubmit }: ChangePasswordDialogProps) {
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const complete = Boolean(form.currentPassword && form.newPassword && form.confirmPassword);

  const close = () => {
    if (busy) return;
    setForm(EMPTY);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    if (await onSubmit(form)) {
      setForm(EMPTY);
      onClose();
    }
  };

  const field = (name: keyof PasswordChangeForm, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      disabled={busy}
      fullWidth
      required
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            You stay logged in on this device; your other sessions are signed out.
          </DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('currentPassword', 'Current Password', 'current-password')}
            {field('newPassword', 'New Password', 'new-password')}
            {field('confirmPassword', 'Confirm New Password', 'new-password')}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button key="cancel" type="button" color="inherit" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button key="submit" type="submit" variant="contained" disabled={!complete || busy}>
            {busy ? 'Changing...' : 'Change Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
