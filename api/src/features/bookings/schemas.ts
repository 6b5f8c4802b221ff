import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';

export const BookingSchema = Type.Object({
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
  showEndDateTime: Type.String({ description: 'When the film ends (start + running time), ISO 8601 with the cinema’s offset' }),
  seats: Type.Array(Type.String()),
  seatNumbers: Type.Array(Type.String({ description: 'Same as seats' })),
  bookingTime: Type.String({ description: 'ISO 8601 instant' }),
  cardLast4: Type.String(),
  reference: Type.String({ description: 'Booking reference: "RT-" + 6 Crockford base32 characters, e.g. RT-7K3P9Q' }),
  refundAmount: Type.Optional(Type.Number({ description: 'Rupees refunded to the card (cardLast4); only on a cancelled booking' })),
  ticketQr: Type.String({ description: 'The exact text of the ticket QR: the ticket payload JSON plus "ref" and "sig" (server signature)' }),
});
export type Booking = Static<typeof BookingSchema>;

export const BookingIdParams = Type.Object({
  id: IdSchema({ 'x-message': 'Invalid booking ID' }),
});
