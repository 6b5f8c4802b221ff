import { useStaffSignIn } from '../api/signIn';
import { CredentialField, CredentialsForm } from './CredentialsForm';

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
      <CredentialField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} autoFocus />
      <CredentialField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
    </CredentialsForm>
  );
}
