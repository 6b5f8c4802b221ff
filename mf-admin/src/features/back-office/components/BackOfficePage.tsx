import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { StaffOnly } from '../../staff/components/StaffOnly';
import { mayUse, ROLE_REFUSAL, type BackOfficeRole } from '../navigation';

export interface RoleOnlyProps {
  /** The page's title, also over the refusal. */
  title: string;
  /** The lowest role that may use the page; a lower one reads why not, and the page (and its API calls) never runs. */
  minimumRole: BackOfficeRole;
  /** What a lower role reads; by default the sentence naming the roles that may. */
  refusal?: string;
  children: (account: StaffAccount) => ReactNode;
}

/**
 * A back-office page for accounts of `minimumRole` or above, framing itself (its title may come with its data):
 * the sign-in until a back-office account is signed in, a refusal in the back-office frame for a lower role.
 */
export function RoleOnly({ title, minimumRole, refusal = ROLE_REFUSAL[minimumRole], children }: RoleOnlyProps) {
  return (
    <StaffOnly>
      {(account) =>
        mayUse(account.role, minimumRole) ? (
          children(account)
        ) : (
          <AdminFrame title={title}>
            <Alert severity="warning">{refusal}</Alert>
          </AdminFrame>
        )
      }
    </StaffOnly>
  );
}

export interface BackOfficePageProps extends RoleOnlyProps {
  actions?: ReactNode;
}

/** A back-office page in the back-office frame under its title, for accounts of `minimumRole` or above. */
export function BackOfficePage({ title, actions, children, ...access }: BackOfficePageProps) {
  return (
    <RoleOnly title={title} {...access}>
      {(account) => (
        <AdminFrame title={title} actions={actions}>
          {children(account)}
        </AdminFrame>
      )}
    </RoleOnly>
  );
}
