import { Button, Stack, Typography } from '@mui/material';
import { AppProviders } from '@reeltime/shared-lib';

/** Shown when the site's configuration cannot be loaded, so nothing else can start. */
export function StartupError() {
  return (
    <AppProviders>
      <Stack role="alert" spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          ReelTime can&apos;t start right now
        </Typography>
        <Typography color="text.secondary">We couldn&apos;t reach our servers. Check your connection and try again.</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </AppProviders>
  );
}
