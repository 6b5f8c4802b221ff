import { Box, Paper, Stack, Typography } from '@mui/material';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import TheatersOutlinedIcon from '@mui/icons-material/TheatersOutlined';

const FEATURES = [
  {
    title: 'Latest Movies',
    text: 'Every new release the week it opens, with trailers to help you choose.',
    icon: <NewReleasesOutlinedIcon fontSize="large" />,
  },
  {
    title: 'Easy Booking',
    text: 'Pick a date, a cinema and your seats, and pay in a few taps.',
    icon: <ConfirmationNumberOutlinedIcon fontSize="large" />,
  },
  {
    title: 'Best Experience',
    text: 'Great screens near you, your tickets and QR codes always at hand.',
    icon: <TheatersOutlinedIcon fontSize="large" />,
  },
];

export function WelcomeSection() {
  return (
    <Stack component="section" aria-labelledby="welcome-title" spacing={3} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        <Typography id="welcome-title" variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          Welcome to{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            Reel
          </Box>
          Time
        </Typography>
        <Typography color="text.secondary">Your seat at the movies, booked in minutes.</Typography>
      </Stack>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          width: '100%',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {FEATURES.map((feature) => (
          <Paper component="li" key={feature.title} variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Box aria-hidden sx={{ color: 'primary.main', mb: 1 }}>
              {feature.icon}
            </Box>
            <Typography variant="h6" component="h3">
              {feature.title}
            </Typography>
            <Typography color="text.secondary">{feature.text}</Typography>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
