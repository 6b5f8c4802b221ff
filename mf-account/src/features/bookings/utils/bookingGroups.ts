import type { Booking } from '@reeltime/shared-lib';

/** Until the show has ended, by the API's word (it knows the show's end on the cinema's clock). */
export function isUpcoming(booking: Booking): boolean {
  return booking.upcoming;
}

/** Shows still ahead, soonest first, and past ones, latest first. */
export function groupByShowTime(bookings: Booking[]): { upcoming: Booking[]; past: Booking[] } {
  const startOf = (booking: Booking) => Date.parse(booking.showDateTime) || 0;
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => startOf(a) - startOf(b));
  const past = bookings.filter((booking) => !isUpcoming(booking)).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

/** A confirmed booking of a show ahead whose ticket was not used yet: the customer may ask to cancel it. */
export function mayAskToCancel(booking: Booking, now = Date.now()): boolean {
  return (
    (!booking.status || booking.status === 'CONFIRMED') &&
    !booking.admittedAt &&
    isUpcoming(booking) &&
    Date.parse(booking.showDateTime) > now
  );
}
