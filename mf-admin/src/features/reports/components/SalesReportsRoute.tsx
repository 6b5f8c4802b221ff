import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clearSession } from '@reeltime/shared-lib';
import { lazy, Suspense } from 'react';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';

/** The charts and date pickers load with this page only, never with the door scanner. */
const SalesDashboardPage = lazy(() =>
  import('./SalesDashboardPage').then((module) => ({ default: module.SalesDashboardPage })),
);

const loading = (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
    <CircularProgress size={24} />
    <Typography>Loading the dashboard...</Typography>
  </Stack>
);

/** /admin/reports: the sales dashboard for managers and admins; door staff are told it is not theirs. */
export function SalesReportsRoute({ account }: { account: StaffAccount }) {
  const actions = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ opacity: 0.85, overflowWrap: 'anywhere' }}>
        {account.email}
      </Typography>
      <Button color="inherit" variant="outlined" size="small" onClick={clearSession}>
        Sign out
      </Button>
    </Stack>
  );
  return (
    <AdminFrame title="Sales" actions={actions}>
      {account.role === 'staff' ? (
        <Alert severity="info">
          Sales reports are for managers and admins. This account admits tickets at the door.
        </Alert>
      ) : (
        <Suspense fallback={loading}>
          <SalesDashboardPage />
        </Suspense>
      )}
    </AdminFrame>
  );
}
