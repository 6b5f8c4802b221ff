import { useStaffSignIn } from '../hooks/useStaffSignIn';
import { CredentialField, CredentialsForm } from './CredentialsForm';

/** Back-office sign-in (admins, managers, staff): the site's own accounts, the role is checked once signed in. */
export function StaffSignIn() {
  const { email, password, error, submitting, submit } = useStaffSignIn();
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
      <CredentialField label="Email" type="email" autoComplete="username" {...email} autoFocus />
      <CredentialField label="Password" type="password" autoComplete="current-password" {...password} />
    </CredentialsForm>
  );
}
