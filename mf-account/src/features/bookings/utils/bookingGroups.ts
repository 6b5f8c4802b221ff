import type { Booking } from '@reeltime/shared-lib';

/** Until the show has ended: the API says so; an older API's booking is judged by its end (else start) time. */
export function isUpcoming(booking: Booking, now = Date.now()): boolean {
  if (booking.upcoming !== undefined) return booking.upcoming;
  const end = Date.parse(booking.showEndDateTime ?? booking.showDateTime);
  return Number.isNaN(end) ? true : end > now;
}

/** Shows still ahead, soonest first, and past ones, latest first. */
export function groupByShowTime(bookings: Booking[], now = Date.now()): { upcoming: Booking[]; past: Booking[] } {
  const startOf = (booking: Booking) => Date.parse(booking.showDateTime) || 0;
  const upcoming = bookings.filter((booking) => isUpcoming(booking, now)).sort((a, b) => startOf(a) - startOf(b));
  const past = bookings.filter((booking) => !isUpcoming(booking, now)).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

/** A confirmed booking of a show ahead whose ticket was not used yet: the customer may ask to cancel it. */
export function mayAskToCancel(booking: Booking, now = Date.now()): boolean {
  return (!booking.status || booking.status === 'CONFIRMED') && !booking.admittedAt && isUpcoming(booking, now)
    && Date.parse(booking.showDateTime) > now;
}
