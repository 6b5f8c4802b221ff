import TextField from '@mui/material/TextField';
import { useStaffSignIn } from '../api/signIn';
import { CredentialsForm } from './CredentialsForm';

/** Back-office sign-in (admins, managers, staff): the site's own accounts, the role is checked once signed in. */
export function StaffSignIn() {
  const { email, setEmail, password, setPassword, error, submitting, submit } = useStaffSignIn();
  return (
    <CredentialsForm
      heading="Back office sign-in"
      intro="Sign in with your ReelTime back-office account: admin, manager or door staff."
      error={error}
      submitting={submitting}
      submitLabel="Sign in"
      submittingLabel="Signing in..."
      onSubmit={submit}
    >
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
    </CredentialsForm>
  );
}
