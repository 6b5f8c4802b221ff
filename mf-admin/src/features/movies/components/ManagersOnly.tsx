import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { StaffOnly } from '../../staff/components/StaffOnly';

/** A page for managers and admins: the sign-in for nobody, a refusal in the page's frame for door staff. */
export function ManagersOnly({ title, children }: { title: string; children: (account: StaffAccount) => ReactNode }) {
  return (
    <StaffOnly>
      {(account) => (account.role === 'staff'
        ? <AdminFrame title={title}><Alert severity="warning">Only managers and admins can manage movies.</Alert></AdminFrame>
        : children(account))}
    </StaffOnly>
  );
}
