import { Outlet } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';

/** /admin/* pages: no site header or footer. */
export function AdminLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
