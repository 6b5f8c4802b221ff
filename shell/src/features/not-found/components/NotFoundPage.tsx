import { Link as RouterLink, useNavigate } from '@reeltime/shared-lib';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocalMoviesOutlinedIcon from '@mui/icons-material/LocalMoviesOutlined';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 96, sm: 140 },
          fontWeight: 900,
          lineHeight: 1,
          background: 'linear-gradient(135deg, #e11d48, #f59e0b)',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        The page you are looking for has moved, been removed, or never existed. Let&apos;s get you back to the movies.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button variant="outlined" color="inherit" startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
          Go Back
        </Button>
        <Button variant="contained" startIcon={<HomeOutlinedIcon />} component={RouterLink} to="/">
          Home Page
        </Button>
        <Button variant="outlined" startIcon={<LocalMoviesOutlinedIcon />} component={RouterLink} to="/movies">
          Browse Movies
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        Need help? Write to <Link href="mailto:support@reeltime.app">support@reeltime.app</Link>
      </Typography>
    </Container>
  );
}
