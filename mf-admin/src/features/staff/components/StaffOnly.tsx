import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { StaffAccount } from '../api/getStaffAccount';
import { AdminFrame } from './AdminFrame';
import { StaffGate } from './StaffGate';

/** A staff page: the page itself for staff, otherwise the sign-in (or "not a staff account") in the same frame. */
export function StaffOnly({ children }: { children: (account: StaffAccount) => ReactNode }) {
  return (
    <StaffGate
      signIn={(panel) => (
        <AdminFrame title="ReelTime staff">
          <Container maxWidth="xs" disableGutters>
            {panel}
          </Container>
        </AdminFrame>
      )}
    >
      {children}
    </StaffGate>
  );
}
