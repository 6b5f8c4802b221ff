import type { Booking } from '../bookings/schemas.js';

/**
 * SPEC §3 QR payload, field for field and in the same order as the front ends build it
 * (shared-lib `ticketQrPayload`), so the confirmation, My Bookings and the PDF ticket encode the same text.
 */
export interface QrPayload {
  bookingId: number;
  movie: string;
  cinema: string;
  /** yyyy-mm-dd, the cinema's own calendar */
  date: string;
  /** HH:mm, the cinema's own clock */
  time: string;
  seats: string[];
  total: number;
  status: Booking['status'];
  timestamp: string;
}

export function qrPayload(booking: Booking): QrPayload {
  return {
    bookingId: booking.bookingId ?? booking.id,
    movie: booking.movie.title,
    cinema: booking.cinema.location ? `${booking.cinema.name}, ${booking.cinema.location}` : booking.cinema.name,
    // The show's stored wall-clock date and time (what `showDateTime` carries before its offset): never
    // converted through the server's time zone.
    date: booking.showDate,
    time: booking.startTime,
    seats: booking.seats,
    total: booking.totalAmount,
    status: booking.status,
    timestamp: booking.bookingTime,
  };
}

/** The text the ticket's QR code encodes. */
export function qrText(booking: Booking): string {
  return JSON.stringify(qrPayload(booking));
}
