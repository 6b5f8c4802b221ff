import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookingInProgress } from '@reeltime/shared-lib';
import { cinemaLabel, showDateLabel } from '../bookingDetails';

/** Poster thumbnail, title and show line at the top of the booking pages. */
export function MovieStrip({ booking }: { booking: BookingInProgress }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
      <Box
        component="img"
        src={booking.movie.thumbnail}
        alt=""
        sx={{
          width: 56,
          aspectRatio: '2 / 3',
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'grey.900',
          flexShrink: 0,
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.6rem' } }}>
          {booking.movie.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {cinemaLabel(booking)} · {showDateLabel(booking)} · {booking.selectedTimeWithAmPm}
        </Typography>
      </Box>
    </Stack>
  );
}
