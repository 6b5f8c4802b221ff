import type { Booking, TicketQrPayload } from '@reeltime/contract';
import { cinemaDateTime } from '../format/cinemaDateTime';

export type { TicketQrPayload };

/**
 * The booking fields a ticket shows (its QR, its calendar entry): what a booking just paid for has even when the
 * payment's answer is read back in part; the signed `ticketQr`, the reference and the end time when known.
 */
export type TicketBooking = Pick<
  Booking,
  'bookingId' | 'movie' | 'cinema' | 'showDateTime' | 'seats' | 'totalAmount' | 'status' | 'bookingTime'
> &
  Partial<Pick<Booking, 'ticketQr' | 'reference' | 'showEndDateTime'>>;

/** The QR is drawn 100 px square. */
export const TICKET_QR_SIZE = 100;

export function ticketQrPayload(booking: TicketBooking): TicketQrPayload {
  const show = cinemaDateTime(booking.showDateTime);
  return {
    bookingId: booking.bookingId,
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
export function ticketQrValue(booking: TicketBooking): string {
  return booking.ticketQr || JSON.stringify(ticketQrPayload(booking));
}
