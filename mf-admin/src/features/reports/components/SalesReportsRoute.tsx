import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clearSession } from '@reeltime/shared-lib';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { SalesDashboardPage } from './SalesDashboardPage';

/** /admin/reports: the sales dashboard for managers and admins; door staff are told it is not theirs. */
export function SalesReportsRoute({ account }: { account: StaffAccount }) {
  const actions = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ opacity: 0.85, overflowWrap: 'anywhere' }}>{account.email}</Typography>
      <Button color="inherit" variant="outlined" size="small" onClick={clearSession}>Sign out</Button>
    </Stack>
  );
  return (
    <AdminFrame title="Sales" actions={actions}>
      {account.role === 'staff'
        ? <Alert severity="info">Sales reports are for managers and admins. This account admits tickets at the door.</Alert>
        : <SalesDashboardPage />}
    </AdminFrame>
  );
}
