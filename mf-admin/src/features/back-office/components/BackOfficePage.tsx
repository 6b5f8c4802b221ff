import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { StaffOnly } from '../../staff/components/StaffOnly';
import { mayUse, ROLE_REFUSAL, type BackOfficeRole } from '../navigation';
import { BackOfficeLayout } from './BackOfficeLayout';

export interface BackOfficePageProps {
  title: string;
  /** The lowest role that may use the page; a lower one reads why not, and the page (and its API calls) never runs. */
  minimumRole: BackOfficeRole;
  actions?: ReactNode;
  children: (account: StaffAccount) => ReactNode;
}

/**
 * A back-office page: the sign-in until a back-office account is signed in, then the page in the back-office
 * frame for accounts of `minimumRole` or above.
 */
export function BackOfficePage({ title, minimumRole, actions, children }: BackOfficePageProps) {
  return (
    <StaffOnly>
      {(account) => {
        const allowed = mayUse(account.role, minimumRole);
        return (
          <BackOfficeLayout account={account} title={title} actions={allowed ? actions : undefined}>
            {allowed ? children(account) : <Alert severity="info">{ROLE_REFUSAL[minimumRole]}</Alert>}
          </BackOfficeLayout>
        );
      }}
    </StaffOnly>
  );
}
