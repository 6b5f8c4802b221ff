import { bookingStorage, formatTime12h, type BookingInProgress, type Movie } from '@reeltime/shared-lib';
import { describeShowDate } from './showFacts';

/** The movie as the booking in progress keeps it. */
export type BookedMovie = Pick<Movie, 'id' | 'title' | 'thumbnail'>;

/** Writes the booking in progress that the booking remote's seat selection reads; answers the seat selection's path. */
export function startBooking(movie: BookedMovie, slot: BookingInProgress['selectedCinema']): string {
  const { dayName, date, monthName } = describeShowDate(slot.showDate);
  bookingStorage.write({
    movie: { id: movie.id, title: movie.title, thumbnail: movie.thumbnail },
    selectedDateObj: { dayName, date, monthName, fullDate: slot.showDate },
    selectedTimeWithAmPm: formatTime12h(slot.startTime),
    selectedCinema: slot,
    selectedSeats: [],
    totalAmount: 0,
  });
  bookingStorage.setStep('seat-selection');
  return seatSelectionPath(movie.id);
}

/** The seat selection of a movie's booking. */
export function seatSelectionPath(movieId: number): string {
  return `/movies/${movieId}/seat-selection`;
}
