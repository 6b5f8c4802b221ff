import { Type, type Static } from 'typebox';
import { BookingSchema, type Booking } from '../bookings/schemas.js';

/**
 * The ticket QR payload, field for field and in this order on the confirmation, My Bookings and the PDF ticket,
 * so all three encode the same text. Listed in the API's document; the front ends' type is generated from it.
 */
export const TicketQrPayloadSchema = Type.Object(
  {
    bookingId: Type.Integer(),
    movie: Type.String({ description: 'The film’s title' }),
    cinema: Type.String({ description: 'The cinema’s name, then ", " and its location when it has one' }),
    date: Type.String({ description: 'yyyy-mm-dd, the cinema’s own calendar' }),
    time: Type.String({ description: 'HH:mm, the cinema’s own clock' }),
    seats: Type.Array(Type.String()),
    total: Type.Number({ description: 'Rupees' }),
    status: BookingSchema.properties.status,
    timestamp: Type.String({ description: 'When it was booked, ISO 8601 instant' }),
  },
  { title: 'TicketQrPayload', description: 'What a ticket’s QR encodes (the server adds "ref" and "sig" to sign it)' },
);
export type QrPayload = Static<typeof TicketQrPayloadSchema>;

/** The booking fields the payload is made of. */
export type QrSource = Pick<
  Booking,
  | 'id'
  | 'bookingId'
  | 'movie'
  | 'cinema'
  | 'showDate'
  | 'startTime'
  | 'seats'
  | 'totalAmount'
  | 'status'
  | 'bookingTime'
>;

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
