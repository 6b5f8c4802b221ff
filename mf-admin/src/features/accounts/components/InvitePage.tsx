import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Link as RouterLink,
  setToken,
  toApiError,
  useApiMutation,
  useLocation,
  useNavigate,
  type ApiError,
} from '@reeltime/shared-lib';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { CredentialField, CredentialsForm } from '../../staff/components/CredentialsForm';
import { acceptInvite, lookupInvite, type Invitation } from '../api/invites';
import { ROLE_LABEL, cinemasText } from '../utils/accountText';
import { inviteCodeFrom } from '../utils/inviteCode';

const MIN_PASSWORD = 12;

type Lookup =
  { status: 'loading' } | { status: 'ready'; invitation: Invitation } | { status: 'refused'; message: string };

function failureText({ status, message }: ApiError): string {
  if (status === 0) return 'Could not reach ReelTime. Check the connection and try again.';
  return message || 'This invitation could not be read.';
}

/**
 * /admin/invite#code=…: the page an invitation e-mail links to. Greets the person, sets the password (typed twice),
 * then signs them in and opens the back office.
 */
export function InvitePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Read once: the fragment is then taken out of the address bar, so the code stays out of the browser history.
  const [code] = useState(() => inviteCodeFrom(hash || window.location.hash));
  const [lookup, setLookup] = useState<Lookup>(
    code
      ? { status: 'loading' }
      : {
          status: 'refused',
          message: 'This page needs the link from your invitation e-mail. Open the link from the e-mail again.',
        },
  );
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const {
    run: accept,
    busy: saving,
    error: failure,
  } = useApiMutation((chosen: string) => acceptInvite(code!, chosen), {
    onSuccess: (token) => {
      setToken(token);
      navigate('/admin', { replace: true });
    },
    error: false,
  });
  const error = problem ?? (failure ? failureText(failure) : null);

  useEffect(() => {
    if (!code) return;
    if (window.location.hash)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    let current = true;
    lookupInvite(code).then(
      (invitation) => current && setLookup({ status: 'ready', invitation }),
      (failure: unknown) => current && setLookup({ status: 'refused', message: failureText(toApiError(failure)) }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) {
      setProblem(`The password must be at least ${MIN_PASSWORD} characters.`);
      return;
    }
    if (password !== repeat) {
      setProblem('The two passwords differ. Type the same password twice.');
      return;
    }
    setProblem(null);
    await accept(password);
  }

  return (
    <AdminFrame title="Your invitation">
      <Container maxWidth="sm" disableGutters>
        {lookup.status === 'loading' && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>Reading your invitation...</Typography>
          </Stack>
        )}
        {lookup.status === 'refused' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" component={RouterLink} to="/admin">
                Sign in
              </Button>
            }
          >
            {lookup.message}
          </Alert>
        )}
        {lookup.status === 'ready' && (
          <CredentialsForm
            heading={`Welcome, ${lookup.invitation.name}`}
            intro={
              <>
                You are invited to the ReelTime back office as {ROLE_LABEL[lookup.invitation.role].toLowerCase()}
                {lookup.invitation.role === 'admin' ? ' of the whole chain' : ` (${cinemasText(lookup.invitation)})`}.
                Choose a password for {lookup.invitation.email}.
              </>
            }
            error={error}
            submitting={saving}
            submitLabel="Set password and sign in"
            submittingLabel="Setting your password..."
            onSubmit={submit}
          >
            <input type="email" autoComplete="username" value={lookup.invitation.email} readOnly hidden />
            <CredentialField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              helperText={`At least ${MIN_PASSWORD} characters.`}
              autoFocus
            />
            <CredentialField
              label="Repeat the password"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={setRepeat}
            />
          </CredentialsForm>
        )}
      </Container>
    </AdminFrame>
  );
}
