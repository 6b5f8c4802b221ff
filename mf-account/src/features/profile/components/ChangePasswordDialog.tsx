import { useMemo, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTouchedValidation } from '@reeltime/shared-lib';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { passwordChangeRules, type PasswordChangeForm } from '../utils/passwordChangeRules';

export interface ChangePasswordDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves true when the password was changed. */
  onSubmit: (form: PasswordChangeForm) => Promise<boolean>;
}

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirmed new password; "Change Password" stays disabled until all three are filled. A too short
 * or unconfirmed new password is said under its field once the field is left, or when the form is sent.
 */
export function ChangePasswordDialog({ open, busy, onClose, onSubmit }: ChangePasswordDialogProps) {
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const complete = Boolean(form.currentPassword && form.newPassword && form.confirmPassword);
  const rules = useMemo(() => passwordChangeRules(form.newPassword), [form.newPassword]);
  const { bind, touchAll, reset } = useTouchedValidation(
    { newPassword: form.newPassword, confirmPassword: form.confirmPassword },
    rules,
  );

  const close = () => {
    if (busy) return;
    setForm(EMPTY);
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy || !touchAll()) return;
    if (await onSubmit(form)) {
      setForm(EMPTY);
      reset();
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
      {...(name === 'currentPassword' ? {} : bind(name))}
    />
  );

  return (
    // The page around it is drawn without MUI: the dialog brings ReelTime's MUI theme.
    <MuiTheme>
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
    </MuiTheme>
  );
}
