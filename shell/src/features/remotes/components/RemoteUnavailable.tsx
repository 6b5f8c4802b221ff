import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import RefreshIcon from '@mui/icons-material/Refresh';

interface Props {
  /** What the user was trying to open, e.g. "movie catalogue". */
  sectionName: string;
  onRetry: () => void;
}

/** The in-page panel shown when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteUnavailable({ sectionName, onRetry }: Props) {
  return (
    <Box role="alert" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 6, sm: 10 } }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center', borderColor: 'divider' }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CloudOffIcon sx={{ fontSize: 52, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h5" component="h2">
            This section is temporarily unavailable
          </Typography>
          <Typography color="text.secondary">
            We couldn&apos;t load the {sectionName} right now. The rest of ReelTime is working: try again in a moment.
          </Typography>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
