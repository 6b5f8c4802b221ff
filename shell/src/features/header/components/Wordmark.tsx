import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** "Reel" + "Time", the two-part wordmark; links home. */
export function Wordmark({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      onClick={onClick}
      underline="none"
      aria-label="ReelTime home"
      sx={{ fontSize: { xs: 22, sm: 26 }, fontWeight: 900, letterSpacing: '-0.02em', lineHeight: 1, whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ color: 'primary.main' }}>
        Reel
      </Box>
      <Box component="span" sx={{ color: 'text.primary' }}>
        Time
      </Box>
    </Link>
  );
}
