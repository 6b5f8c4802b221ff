import type { Booking } from '../bookings/schemas.js';

/** SPEC §3 QR payload; the same fields the confirmation screen encodes. */
export interface QrPayload {
  bookingId: number;
  movie: string;
  cinema: string;
  date: string;
  time: string;
  seats: string[];
  total: number;
  status: Booking['status'];
  timestamp: string;
}

export function qrPayload(booking: Booking): QrPayload {
  return {
    bookingId: booking.id,
    movie: booking.movie.title,
    cinema: `${booking.cinema.name}, ${booking.cinema.location}`,
    date: booking.showDate,
    time: booking.startTime,
    seats: booking.seats,
    total: booking.totalAmount,
    status: booking.status,
    timestamp: booking.bookingTime,
  };
}
