import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { StaffOnly } from '../../staff/components/StaffOnly';
import { mayUse, ROLE_REFUSAL, type BackOfficeRole } from '../navigation';

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
      {(account) => (mayUse(account.role, minimumRole) ? (
        <AdminFrame title={title} actions={actions}>{children(account)}</AdminFrame>
      ) : (
        <AdminFrame title={title}><Alert severity="info">{ROLE_REFUSAL[minimumRole]}</Alert></AdminFrame>
      ))}
    </StaffOnly>
  );
}
