import { useEffect } from 'react';
import { Link as RouterLink } from '@reeltime/shared-lib';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';

export function AdminUnavailablePage() {
  useEffect(() => {
    document.title = 'Admin · ReelTime';
  }, []);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, sm: 14 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <AdminPanelSettingsOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h4" component="h1">
            ReelTime Admin
          </Typography>
          <Typography color="text.secondary">
            Admin tools are not available yet. Cinema and show management will arrive in a later release.
          </Typography>
          <Button component={RouterLink} to="/" variant="contained">
            Back to ReelTime
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
