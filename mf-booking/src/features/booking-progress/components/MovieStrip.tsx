import type { BookingInProgress } from '@reeltime/shared-lib';
import { cinemaLabel, showDateLabel } from '../bookingDetails';
import './movieStrip.css';

/** Poster thumbnail, title and show line at the top of the booking pages. */
export function MovieStrip({ booking }: { booking: BookingInProgress }) {
  return (
    <div className="rt-bk-strip">
      <img className="rt-bk-strip__poster" src={booking.movie.thumbnail} alt="" />
      <div className="rt-bk-strip__text">
        <h1 className="rt-bk-strip__title">{booking.movie.title}</h1>
        <p className="rt-bk-strip__show">
          {cinemaLabel(booking)} · {showDateLabel(booking)} · {booking.selectedTimeWithAmPm}
        </p>
      </div>
    </div>
  );
}
