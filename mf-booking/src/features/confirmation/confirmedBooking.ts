import {
  cinemaDateTime,
  formatDate,
  formatShortDate,
  formatTime12h,
  parseDate,
  weekdayShort,
  type Booking,
  type BookingInProgress,
  type SeatHold,
} from '@reeltime/shared-lib';

export type { Ticket };

/** What the confirmation shows of a booking (its ticket, once the booking has an id). */
type Ticket = Pick<
  Booking,
  'bookingId' | 'status' | 'totalAmount' | 'movie' | 'cinema' | 'showDateTime' | 'seats' | 'bookingTime'
> &
  Partial<Pick<Booking, 'showEndDateTime' | 'reference' | 'ticketQr'>>;

/**
 * The booking the payment created: the API's answer (201 with the booking), with anything it
 * left out taken from the booking in progress so the confirmation never shows gaps.
 */
export type ConfirmedBooking = Omit<Ticket, 'bookingId'> & {
  /** null only when the server answered without one; the QR then lives in My Bookings. */
  bookingId: number | null;
};

export function toConfirmedBooking(
  response: Partial<Booking> | null,
  booking: BookingInProgress,
  hold: SeatHold,
): ConfirmedBooking {
  const { movie, selectedCinema } = booking;
  return {
    bookingId: response?.bookingId ?? response?.id ?? null,
    status: response?.status ?? 'CONFIRMED',
    totalAmount: response?.totalAmount ?? hold.totalAmount,
    movie: response?.movie ?? { id: movie.id, title: movie.title, thumbnail: movie.thumbnail },
    cinema: response?.cinema ?? { name: selectedCinema.theaterName, location: selectedCinema.location },
    // Without the server's ISO time, the show's own wall clock (no offset) reads the same.
    showDateTime: response?.showDateTime ?? `${selectedCinema.showDate}T${selectedCinema.startTime}:00`,
    seats: response?.seats ?? hold.seatNumbers,
    bookingTime: response?.bookingTime ?? new Date().toISOString(),
    // Newer API fields: kept when the server sent them, never made up.
    ...(response?.showEndDateTime ? { showEndDateTime: response.showEndDateTime } : {}),
    ...(response?.reference ? { reference: response.reference } : {}),
    ...(response?.ticketQr ? { ticketQr: response.ticketQr } : {}),
  };
}

/** A booking read back from the API (after a reload of the confirmation): everything the confirmation shows. */
export function confirmedFromBooking(booking: Booking): ConfirmedBooking {
  return booking;
}

export function ticketOf(confirmed: ConfirmedBooking): Ticket | null {
  const { bookingId } = confirmed;
  if (bookingId == null) return null;
  return { ...confirmed, bookingId };
}

export function cinemaName({ cinema }: Pick<Booking, 'cinema'>): string {
  return cinema.location ? `${cinema.name}, ${cinema.location}` : cinema.name;
}

/**
 * The show's date and time as the cinema's clock reads them, whatever the device's time zone:
 * `Sat, 21 Nov 2026`, `21-11-26` and `6:30 PM`.
 */
export function showTimeLabels({ showDateTime }: Pick<Booking, 'showDateTime'>): {
  date: string;
  shortDate: string;
  time: string;
} {
  const show = cinemaDateTime(showDateTime);
  if (!show) return { date: '', shortDate: '', time: '' };
  const day = parseDate(show.date);
  return {
    date: day ? `${weekdayShort(day)}, ${formatDate(show.date)}` : formatDate(show.date),
    shortDate: formatShortDate(show.date),
    time: formatTime12h(show.time),
  };
}
