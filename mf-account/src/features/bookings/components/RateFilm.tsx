import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { lazyDialog, type Booking } from '@reeltime/shared-lib';
import { useBookingReview } from '../api/myReviews';
import { isUpcoming } from '../utils/bookingGroups';

/** The dialog is fetched the first time a customer rates a film. */
const RateFilmDialog = lazyDialog(() => import('./RateFilmDialog').then((module) => module.RateFilmDialog));

/**
 * On a booking card: "Rate this film" once the ticket was admitted or the show ended, then the rating given.
 * Nothing for bookings that cannot be rated (cancelled, still ahead).
 */
export function RateFilm({ booking }: { booking: Booking }) {
  // The same rule as the API's: admitted at the door (however early the cinema opens its doors) or the show has ended.
  const rateable = Boolean(booking.admittedAt) || !isUpcoming(booking);
  if ((booking.status && booking.status !== 'CONFIRMED') || !rateable) return null;
  return <RateFilmAction booking={booking} />;
}

function RateFilmAction({ booking }: { booking: Booking }) {
  const item = useBookingReview(booking);
  const [open, setOpen] = useState(false);
  if (!item) return null;
  if (item.review) {
    const { rating, hidden } = item.review;
    return (
      <Typography variant="body2">
        Your rating:{' '}
        <Box
          component="span"
          role="img"
          aria-label={`${rating} out of 5 stars`}
          sx={{ color: '#ffc107', letterSpacing: '0.1em' }}
        >
          {'★'.repeat(rating)}
          <Box component="span" sx={{ color: 'text.disabled' }}>
            {'★'.repeat(5 - rating)}
          </Box>
        </Box>
        {hidden && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · hidden by our moderators
          </Typography>
        )}
      </Typography>
    );
  }
  if (!item.canReview) return null;
  return (
    <>
      <Box>
        <Button size="small" variant="outlined" startIcon={<StarBorderIcon />} onClick={() => setOpen(true)}>
          Rate this film
        </Button>
      </Box>
      {open && <RateFilmDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}
