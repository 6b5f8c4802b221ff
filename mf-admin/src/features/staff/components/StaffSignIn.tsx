import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStaffSignIn } from '../api/signIn';

/** Back-office sign-in (admins, managers, staff): the site's own accounts, the role is checked once signed in. */
export function StaffSignIn() {
  const { email, setEmail, password, setPassword, error, submitting, submit } = useStaffSignIn();
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2.5}>
        <div>
          <Typography variant="h5" component="h2">Back office sign-in</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Sign in with your ReelTime back-office account: admin, manager or door staff.
          </Typography>
        </div>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </Paper>
  );
}
