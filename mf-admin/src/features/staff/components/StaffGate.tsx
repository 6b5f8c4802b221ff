import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { clearSession } from '@reeltime/shared-lib';
import { NOT_STAFF_MESSAGE, useStaffAccount, type StaffAccount } from '../api/getStaffAccount';
import { StaffSignIn } from './StaffSignIn';

export interface StaffGateProps {
  children: (account: StaffAccount) => ReactNode;
  /** Frames whatever is shown instead of the page (sign-in form, progress, refusal). */
  signIn: (panel: ReactNode) => ReactNode;
}

/** Renders its children for a signed-in staff account; the sign-in form (or why not) otherwise. */
export function StaffGate({ children, signIn }: StaffGateProps) {
  const { session, retry } = useStaffAccount();
  if (session.status === 'staff') return children(session.account);
  return signIn(<GatePanel session={session} retry={retry} />);
}

function GatePanel({ session, retry }: Pick<ReturnType<typeof useStaffAccount>, 'session' | 'retry'>) {
  switch (session.status) {
    case 'checking':
      return (
        <Stack sx={{ alignItems: 'center', py: 8 }} role="status" aria-label="Checking your account">
          <CircularProgress />
        </Stack>
      );
    case 'not-staff':
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={clearSession}>
              Use another account
            </Button>
          }
          sx={{ alignItems: 'center' }}
        >
          {session.message === NOT_STAFF_MESSAGE
            ? `${NOT_STAFF_MESSAGE} Sign in with an admin, manager or staff account.`
            : session.message}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={retry}>
              Try again
            </Button>
          }
        >
          {session.message}
        </Alert>
      );
    default:
      return <StaffSignIn />;
  }
}
