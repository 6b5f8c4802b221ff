import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clearSession } from '@reeltime/shared-lib';
import type { StaffAccount } from '../../staff/api/getStaffAccount';
import { AdminFrame } from '../../staff/components/AdminFrame';
import { useTicketScan } from '../api/scanTicket';
import { CameraScanner } from './CameraScanner';
import { ScanResultCard } from './ScanResultCard';
import { TicketTextForm } from './TicketTextForm';

/** /admin/scan: check tickets at the door, by camera, photo or pasted text. */
export function ScanPage({ account }: { account: StaffAccount }) {
  const { state, check } = useTicketScan();
  const actions = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ opacity: 0.85, overflowWrap: 'anywhere' }}>
        {account.email} · {account.theater ? account.theater.name : 'All cinemas'}
      </Typography>
      <Button color="inherit" variant="outlined" size="small" onClick={clearSession}>Sign out</Button>
    </Stack>
  );

  return (
    <AdminFrame title="Ticket scanner" actions={actions}>
      <Stack spacing={3}>
        <div aria-live="polite">
          {state.status === 'checking' && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
              <CircularProgress size={28} />
              <Typography>Checking ticket...</Typography>
            </Stack>
          )}
          {state.status === 'done' && <ScanResultCard result={state.result} />}
          {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
          {state.status === 'idle' && (
            <Typography color="text.secondary">
              Scan a ticket&apos;s QR code, or paste its text. Each ticket is admitted once.
            </Typography>
          )}
        </div>
        <CameraScanner onDecoded={(text) => void check(text)} />
        <Divider>or</Divider>
        <TicketTextForm checking={state.status === 'checking'} onCheck={(text) => void check(text)} />
      </Stack>
    </AdminFrame>
  );
}
