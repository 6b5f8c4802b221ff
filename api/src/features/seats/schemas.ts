import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';

export const SeatSchema = Type.Object({
  seatNumber: Type.String(),
  price: Type.Number({ description: 'Rupees' }),
  status: Type.Union([Type.Literal('AVAILABLE'), Type.Literal('BOOKED'), Type.Literal('HELD')]),
  booked: Type.Boolean(),
  lockedBySession: Type.Boolean({ description: 'Held by someone else' }),
  row: Type.String({ description: 'Row letter, A nearest the screen' }),
  column: Type.Integer({ minimum: 1, description: 'Position across the theatre width, from 1; an aisle is a column no seat of the row has' }),
  tier: Type.Union([Type.Literal('Recliner'), Type.Literal('Prime'), Type.Literal('Classic')], { description: 'Named section; its seats share the price' }),
  kind: Type.Union([Type.Literal('standard'), Type.Literal('wheelchair'), Type.Literal('companion')], {
    description: 'wheelchair: a space for a wheelchair; companion: the seat beside it. Both are booked like any seat',
  }),
});
export type Seat = Static<typeof SeatSchema>;

export const SlotParams = Type.Object({ slotId: IdSchema({ 'x-message': 'slotId must be a show id' }) });

export const SeatNumbers = Type.Array(
  Type.String({ pattern: '^[A-Z][0-9]{1,2}$', 'x-message': 'seatNumbers must be seat labels such as "A1"' }),
  { maxItems: 50, description: '1 to 10 seats' },
);

export const SelectSeatsBody = Type.Object({
  slotId: IdSchema({ 'x-message': 'slotId must be a show id' }),
  seatNumbers: SeatNumbers,
});
export type SelectSeatsBody = Static<typeof SelectSeatsBody>;

export const HoldSchema = Type.Object({
  slotId: Type.Integer(),
  seatNumbers: Type.Array(Type.String()),
  ticketFee: Type.Number({ description: 'Sum of seat prices, rupees' }),
  convenienceFee: Type.Number({ description: '7% of ticketFee plus 18% GST on it, rupees' }),
  totalAmount: Type.Number({ description: 'ticketFee + convenienceFee' }),
  holdExpiresAt: Type.String({ description: 'ISO 8601 instant' }),
});
export type Hold = Static<typeof HoldSchema>;
