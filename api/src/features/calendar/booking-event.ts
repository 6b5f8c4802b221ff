import type { Booking } from '../bookings/schemas.js';
import type { LocalDateTime } from '../../lib/cinema-time.js';
import { renderCalendar, type CalendarEvent } from './ics.js';

/** "2026-11-22T22:40:00+05:30" → its wall clock, { date: "2026-11-22", time: "22:40" }. */
function wallClock(isoWithOffset: string): LocalDateTime {
  return { date: isoWithOffset.slice(0, 10), time: isoWithOffset.slice(11, 16) };
}

export function cinemaAddress(booking: Booking): string {
  return booking.cinema.location ? `${booking.cinema.name}, ${booking.cinema.location}` : booking.cinema.name;
}

/** The show as a calendar event: start and end (start + the film's running time) on the cinema's clock. */
export function bookingEvent(booking: Booking, timeZone: string): CalendarEvent {
  const reference = booking.reference ? `Booking reference: ${booking.reference}\n` : '';
  return {
    uid: `booking-${booking.id}@reeltime.app`,
    summary: `${booking.movie.title} at ${booking.cinema.name}`,
    description:
      `${reference}Booking ID: ${booking.id}\nSeats: ${booking.seats.join(', ')}\n` +
      'Show the QR code of your ticket at the entrance.',
    location: cinemaAddress(booking),
    start: { date: booking.showDate, time: booking.startTime },
    end: wallClock(booking.showEndDateTime),
    timeZone,
    stamp: new Date(booking.bookingTime),
  };
}

export function bookingCalendar(booking: Booking, timeZone: string): string {
  return renderCalendar(bookingEvent(booking, timeZone));
}

export function calendarFileName(booking: Booking): string {
  return `reeltime-booking-${booking.id}.ics`;
}
