import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@reeltime/shared-lib';
import { AdminFrame } from './AdminFrame';

export function AdminNotFound() {
  return (
    <AdminFrame title="Page not found">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        There is no back-office page at this address.
      </Typography>
      <Button component={RouterLink} to="/admin" variant="contained">
        Open the back office
      </Button>
    </AdminFrame>
  );
}
