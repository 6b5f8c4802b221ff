import type { Booking } from '../bookings/schemas.js';

/**
 * The ticket QR payload, field for field and in the same order as the front ends build it
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

/** The booking fields the payload is made of. */
export type QrSource = Pick<Booking, 'id' | 'bookingId' | 'movie' | 'cinema' | 'showDate' | 'startTime' | 'seats' | 'totalAmount' | 'status' | 'bookingTime'>;

export function qrPayload(booking: QrSource): QrPayload {
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

/** The unsigned ticket payload text (what front ends fall back to without `ticketQr`). */
export function qrText(booking: QrSource): string {
  return JSON.stringify(qrPayload(booking));
}
