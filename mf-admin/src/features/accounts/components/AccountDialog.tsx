import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApiMutation } from '@reeltime/shared-lib';
import { saveFailureMessage } from '../../../utils/saveFailureMessage';
import type { BackOfficeRole } from '../../staff/api/getStaffAccount';
import type { Account, AccountFields, CinemaRef } from '../api/accounts';
import { ROLE_HELP, ROLE_LABEL } from '../utils/accountText';

export interface AccountDialogProps {
  /** The account to edit; none: a new invitation. */
  account?: Account;
  cinemas: CinemaRef[];
  onClose: () => void;
  /** Sends the form; rejects with the API's error, shown above the form. */
  onSubmit: (email: string, fields: AccountFields) => Promise<void>;
}

/** Invite someone (e-mail, name, role, cinemas) or change an account's name, role and cinemas. */
export function AccountDialog({ account, cinemas, onClose, onSubmit }: AccountDialogProps) {
  const [email, setEmail] = useState(account?.email ?? '');
  const [name, setName] = useState(account?.name ?? '');
  const [role, setRole] = useState<BackOfficeRole>(account?.role ?? 'manager');
  const [allCinemas, setAllCinemas] = useState(account ? account.allCinemas && account.role !== 'admin' : false);
  const [cinemaIds, setCinemaIds] = useState<number[]>(account?.cinemas.map((cinema) => cinema.id) ?? []);
  const { run, busy: saving, error: failure } = useApiMutation(onSubmit, { error: false });
  const error = saveFailureMessage(failure, 'The change could not be saved.') || null;

  const toggleCinema = (id: number) =>
    setCinemaIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(email.trim(), { name: name.trim(), role, allCinemas, cinemaIds });
  }

  const title = account ? `Edit ${account.name}` : 'Invite someone';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="account-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="account-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {!account && (
              <TextField
                label="Email"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
                autoFocus
                helperText="The invitation link is sent here; it works once and expires."
              />
            )}
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus={Boolean(account)}
            />
            <TextField
              select
              label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value as BackOfficeRole)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              helperText={ROLE_HELP[role]}
            >
              {(['manager', 'staff', 'admin'] as const).map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABEL[option]}
                </option>
              ))}
            </TextField>
            {role !== 'admin' && (
              <FormControl component="fieldset">
                <FormLabel component="legend" sx={{ mb: 1 }}>
                  Cinemas
                </FormLabel>
                <FormControlLabel
                  control={<Checkbox checked={allCinemas} onChange={(event) => setAllCinemas(event.target.checked)} />}
                  label="Every cinema of the chain"
                />
                {!allCinemas && (
                  <Stack sx={{ maxHeight: 240, overflowY: 'auto', pl: 1 }}>
                    {cinemas.map((cinema) => (
                      <FormControlLabel
                        key={cinema.id}
                        control={
                          <Checkbox checked={cinemaIds.includes(cinema.id)} onChange={() => toggleCinema(cinema.id)} />
                        }
                        label={cinema.name}
                      />
                    ))}
                  </Stack>
                )}
              </FormControl>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : account ? 'Save changes' : 'Send invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
