import { Link as RouterLink } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatRupees, type BookingInProgress, type SeatHold } from '@reeltime/shared-lib';
import { cinemaLabel, showDateLabel } from '../../booking-progress/bookingDetails';

export interface ConfirmedBooking {
  bookingId: number | string | null;
  booking: BookingInProgress;
  hold: SeatHold;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** "Payment Successful!": the ticket at a glance and where to go next. */
export function PaymentConfirmation({ confirmed }: { confirmed: ConfirmedBooking }) {
  const { booking, hold, bookingId } = confirmed;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', borderRadius: 3, overflow: 'hidden' }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', p: { xs: 3, sm: 4 }, bgcolor: 'rgba(34,197,94,0.08)' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          Payment Successful!
        </Typography>
        <Typography color="text.secondary">Your seats are booked. Enjoy the show!</Typography>
      </Stack>
      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box
          component="img"
          src={booking.movie.thumbnail}
          alt={`${booking.movie.title} poster`}
          sx={{ width: { xs: 120, sm: 150 }, alignSelf: { xs: 'center', sm: 'flex-start' }, aspectRatio: '2 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.900' }}
        />
        <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h2">
            {booking.movie.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {bookingId != null && <Detail label="Booking ID" value={String(bookingId)} />}
            <Detail label="Cinema" value={cinemaLabel(booking)} />
            <Detail label="Date" value={showDateLabel(booking)} />
            <Detail label="Time" value={booking.selectedTimeWithAmPm} />
            <Detail label="Total paid" value={formatRupees(hold.totalAmount)} />
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
              Seats
            </Typography>
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {hold.seatNumbers.map((seatNumber) => (
                <Chip key={seatNumber} label={seatNumber} size="small" color="success" />
              ))}
            </Stack>
          </Box>
        </Stack>
      </Stack>
      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: { xs: 2.5, sm: 3 }, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/my-bookings" variant="contained" size="large">
          View My Bookings
        </Button>
        <Button component={RouterLink} to="/" variant="outlined" color="inherit" size="large">
          Back to Home
        </Button>
      </Stack>
    </Paper>
  );
}
