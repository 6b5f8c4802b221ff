import { useState } from 'react';
import { lazyDialog, type Booking } from '@reeltime/shared-lib';
import { AccountIcon } from '../../../components/AccountIcon';
import { useBookingReview } from '../api/myReviews';
import { isUpcoming } from '../utils/bookingGroups';
import './rateFilm.css';

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
      <p className="rt-ac-rated">
        Your rating:{' '}
        <span role="img" aria-label={`${rating} out of 5 stars`} className="rt-ac-rated__stars">
          {'★'.repeat(rating)}
          <span className="rt-ac-rated__unlit">{'★'.repeat(5 - rating)}</span>
        </span>
        {hidden && <span className="rt-ac-rated__hidden"> · hidden by our moderators</span>}
      </p>
    );
  }
  if (!item.canReview) return null;
  return (
    <>
      <div>
        <button type="button" className="rt-btn rt-btn--sm rt-btn--outlined" onClick={() => setOpen(true)}>
          <AccountIcon name="StarBorder" />
          Rate this film
        </button>
      </div>
      {open && <RateFilmDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}
