import type { BookingInProgress, BookingStep } from '../booking/bookingStorage';
import type { MovieWithSlots, Slot } from '@reeltime/contract';
import { movieWithSlotsFixture, slotFixture } from './fixtures';

/**
 * The contract between the catalog and the booking remote: what the catalog hands over when a
 * showtime is picked. The catalog's
 * test proves it produces exactly this for `movie` + `slot`; the booking remote's test proves its
 * pages render it. Change it only with both sides.
 */
export interface BookingHandOff {
  movie: MovieWithSlots;
  slot: Slot;
  /** Where the catalog navigates. */
  path: string;
  /** What it leaves in session storage for the booking remote. */
  booking: BookingInProgress;
  step: BookingStep;
}

export function bookingHandOffFixture(): BookingHandOff {
  const slot = slotFixture({
    slotId: 31,
    showDate: '2026-11-21',
    startTime: '18:30',
    theaterName: 'PVR Phoenix',
    location: 'Lower Parel',
  });
  const movie = movieWithSlotsFixture({
    id: 7,
    title: 'Monsoon Heist',
    thumbnail: 'http://api.test/posters/7.svg',
    slots: [slot],
  });
  return {
    movie,
    slot,
    path: '/movies/7/seat-selection',
    booking: {
      movie: { id: 7, title: 'Monsoon Heist', thumbnail: 'http://api.test/posters/7.svg' },
      selectedDateObj: { date: 21, monthName: 'Nov', dayName: 'Sat', fullDate: '2026-11-21' },
      selectedTimeWithAmPm: '6:30 PM',
      selectedCinema: slot,
      selectedSeats: [],
      totalAmount: 0,
    },
    step: 'seat-selection',
  };
}
