import type { TicketBooking } from './ticketQr';

/** 2026-11-21T18:30:00+05:30 → 20261121T130000Z (the instant in UTC, as Google Calendar's `dates` wants it). */
function utcStamp(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/[-:]|\.\d{3}/g, '');
}

/**
 * A Google Calendar "add event" link for the show (opens in a new tab), or null when the booking does not
 * say when the film ends. The same event as the API's `.ics`: title at cinema, the cinema's address.
 */
export function googleCalendarUrl(booking: TicketBooking): string | null {
  const start = utcStamp(booking.showDateTime);
  const end = booking.showEndDateTime && utcStamp(booking.showEndDateTime);
  if (!start || !end) return null;
  const { cinema } = booking;
  const details = [
    booking.reference && `Booking reference: ${booking.reference}`,
    `Booking ID: ${booking.bookingId}`,
    `Seats: ${booking.seats.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${booking.movie.title} at ${cinema.name}`,
    dates: `${start}/${end}`,
    details,
    location: cinema.location ? `${cinema.name}, ${cinema.location}` : cinema.name,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
