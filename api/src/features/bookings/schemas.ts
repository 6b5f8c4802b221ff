import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';

export const BookingSchema = Type.Object(
  {
    id: Type.Integer(),
    bookingId: Type.Integer({ description: 'Same as id' }),
    status: Type.Union([Type.Literal('CONFIRMED'), Type.Literal('CANCELLED'), Type.Literal('PENDING')]),
    totalAmount: Type.Number({ description: 'Rupees' }),
    ticketFee: Type.Number(),
    convenienceFee: Type.Number(),
    movie: Type.Object({ id: Type.Integer(), title: Type.String(), thumbnail: Type.String() }),
    cinema: Type.Object({ name: Type.String(), location: Type.String() }),
    slotId: Type.Integer(),
    showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
    startTime: Type.String({ description: 'HH:mm, cinema time' }),
    showDateTime: Type.String({ description: 'ISO 8601 with the cinema’s offset' }),
    showEndDateTime: Type.String({
      description: 'When the film ends (start + running time), ISO 8601 with the cinema’s offset',
    }),
    seats: Type.Array(Type.String()),
    seatNumbers: Type.Array(Type.String({ description: 'Same as seats' })),
    bookingTime: Type.String({ description: 'ISO 8601 instant' }),
    cardLast4: Type.String(),
    reference: Type.String({ description: 'Booking reference: "RT-" + 6 Crockford base32 characters, e.g. RT-7K3P9Q' }),
    refundAmount: Type.Optional(
      Type.Number({ description: 'Rupees refunded to the card (cardLast4); only on a cancelled booking' }),
    ),
    upcoming: Type.Boolean({
      description: 'True until the show has ended; My Bookings lists these first, the past ones apart',
    }),
    admittedAt: Type.Optional(
      Type.String({ description: 'ISO 8601 instant the ticket was admitted at the door; absent until then' }),
    ),
    ticketQr: Type.String({
      description: 'The exact text of the ticket QR: the ticket payload JSON plus "ref" and "sig" (server signature)',
    }),
  },
  { title: 'Booking' },
);
export type Booking = Static<typeof BookingSchema>;

export const BookingIdParams = Type.Object({
  id: IdSchema({ 'x-message': 'Invalid booking ID' }),
});

export const RefundQuoteSchema = Type.Object(
  {
    cancellable: Type.Boolean({ description: 'Whether the customer can cancel it now' }),
    state: Type.Union(
      [
        Type.Literal('open'),
        Type.Literal('closed'),
        Type.Literal('started'),
        Type.Literal('admitted'),
        Type.Literal('cancelled'),
      ],
      {
        description:
          'open: cancellable; closed: past the cinema’s cut-off; started: the show began; admitted: used at the door; cancelled: already cancelled',
      },
    ),
    refundAmount: Type.Number({ description: 'Rupees back to the card if cancelled now (0 when none)' }),
    cardLast4: Type.String({ description: 'Last four digits of the card paid with (the refund goes back to it)' }),
    refundWithin: Type.String({ description: 'How long the refund takes to reach the card, e.g. "5–7 days"' }),
    closesAt: Type.String({
      description: 'ISO 8601 instant cancellations close (the cinema’s cut-off before the show)',
    }),
    cutoffMinutes: Type.Integer({ description: 'The cinema’s cut-off, in minutes before the show' }),
    refundPercent: Type.Integer({ description: 'Share of the ticket price refunded (the convenience fee is kept)' }),
    cinemaName: Type.String(),
    message: Type.String({
      description:
        'The sentence to show, e.g. "₹356.00 to your card ending 1111 within 5–7 days" or "Cancellation closed 2 hours before the show (Aurora Cinemas\' policy)"',
    }),
  },
  { title: 'RefundQuote' },
);

export const CancelledBookingResponse = Type.Object({
  message: Type.String(),
  booking: BookingSchema,
  quote: RefundQuoteSchema,
});
