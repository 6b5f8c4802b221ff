import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
// Through the package entry, never by relative path: on a remote's standalone page this module is
// bundled into the remote while shared-lib is the federated singleton, and a relative import would
// give the stand-in a second auth store and event bus.
import { apiClient, setToken, toApiError, toast, useAppEvent } from '@reeltime/shared-lib';

/**
 * Stand-in for the shell's auth modal when a remote runs alone: password login only,
 * opened by the same `auth:open-modal` event.
 */
export function LoginStandIn() {
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useAppEvent('auth:open-modal', () => setOpen(true));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { data } = await apiClient.post<{ token: string }>('/api/auth/login', { username, password });
      setToken(data.token);
      toast.success('Login Successful!');
      setOpen(false);
    } catch (failure) {
      setError(toApiError(failure).message || 'Login failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>Log in (standalone)</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Email or Mobile Number"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoFocus
            />
            <TextField
              label="Password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Log in
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
