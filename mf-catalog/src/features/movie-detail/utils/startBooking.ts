import { bookingStorage, formatTime12h, type Movie, type Slot } from '@reeltime/shared-lib';
import { describeShowDate } from './showtimes';

/** Writes the booking in progress that the booking remote's seat selection reads. */
export function startBooking(movie: Movie, slot: Slot): string {
  bookingStorage.write({
    movie: { id: movie.id, title: movie.title, thumbnail: movie.thumbnail },
    selectedDateObj: { ...describeShowDate(slot.showDate), fullDate: slot.showDate },
    selectedTimeWithAmPm: formatTime12h(slot.startTime),
    selectedCinema: slot,
    selectedSeats: [],
    totalAmount: 0,
  });
  bookingStorage.setStep('seat-selection');
  return `/movies/${movie.id}/seat-selection`;
}
