import { Outlet } from 'react-router-dom';
import { Container } from '@mui/material';

/**
 * The frame remote pages are designed for: the same gutters and width as their standalone
 * bootstrap (shared-lib `startStandalone`), so a page looks alike in both.
 */
export function RemotePageFrame() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Outlet />
    </Container>
  );
}
