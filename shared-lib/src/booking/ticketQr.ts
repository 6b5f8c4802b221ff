import type { Booking, BookingStatus } from '../domain/types';
import { cinemaDateTime } from '../format/cinemaDateTime';

/** The ticket QR payload, the same on the confirmation, My Bookings and the PDF ticket. */
export interface TicketQrPayload {
  bookingId: number | string;
  movie: string;
  cinema: string;
  /** `yyyy-mm-dd`, cinema time */
  date: string;
  /** `HH:mm`, cinema time */
  time: string;
  seats: string[];
  total: number;
  status: BookingStatus;
  timestamp: string;
}

/** The QR is drawn 100 px square. */
export const TICKET_QR_SIZE = 100;

export function ticketQrPayload(booking: Booking): TicketQrPayload {
  const show = cinemaDateTime(booking.showDateTime);
  return {
    bookingId: booking.bookingId ?? booking.id,
    movie: booking.movie.title,
    cinema: booking.cinema.location ? `${booking.cinema.name}, ${booking.cinema.location}` : booking.cinema.name,
    date: show?.date ?? '',
    time: show?.time ?? '',
    seats: booking.seats,
    total: booking.totalAmount,
    status: booking.status,
    timestamp: booking.bookingTime,
  };
}

/**
 * The text a ticket's QR code encodes: the server's signed `ticketQr` when the booking carries one (what
 * the PDF ticket and the staff scanner use), else the ticket payload built here.
 */
export function ticketQrValue(booking: Booking): string {
  return booking.ticketQr || JSON.stringify(ticketQrPayload(booking));
}
