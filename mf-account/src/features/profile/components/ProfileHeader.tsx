import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { UserProfile } from '@reeltime/shared-lib';

/** The round badge with the customer's initial. */
const initialBadge = {
  width: 72,
  height: 72,
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  fontSize: 32,
  fontWeight: 800,
  lineHeight: 1,
  userSelect: 'none',
  color: 'background.default',
  bgcolor: 'primary.main',
} as const;

export function ProfileHeader({
  profile,
  refreshing,
  onRefresh,
}: {
  profile: UserProfile;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const initial = profile.username.trim().charAt(0).toUpperCase() || '?';
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        borderRadius: 3,
        background: 'linear-gradient(135deg, rgba(225,29,72,0.25), rgba(21,21,31,0.9) 60%)',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box aria-hidden sx={initialBadge}>
          {initial}
        </Box>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, wordBreak: 'break-word' }}
          >
            {profile.username}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {profile.email}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<RefreshIcon />}
          disabled={refreshing}
          onClick={onRefresh}
        >
          Refresh
        </Button>
      </Stack>
    </Paper>
  );
}
