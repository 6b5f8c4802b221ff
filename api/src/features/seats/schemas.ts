import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';

export const SeatSchema = Type.Object(
  {
    seatNumber: Type.String(),
    price: Type.Number({ description: 'Rupees' }),
    status: Type.Union([Type.Literal('AVAILABLE'), Type.Literal('BOOKED'), Type.Literal('HELD')]),
    booked: Type.Boolean(),
    lockedBySession: Type.Boolean({ description: 'Held by someone else' }),
    row: Type.String({ description: 'Row letter, A nearest the screen' }),
    column: Type.Integer({
      minimum: 1,
      description: 'Position across the theatre width, from 1; an aisle is a column no seat of the row has',
    }),
    tier: Type.Union([Type.Literal('Recliner'), Type.Literal('Prime'), Type.Literal('Classic')], {
      description: 'Named section; its seats share the price',
    }),
    kind: Type.Union([Type.Literal('standard'), Type.Literal('wheelchair'), Type.Literal('companion')], {
      description: 'wheelchair: a space for a wheelchair; companion: the seat beside it. Both are booked like any seat',
    }),
  },
  { title: 'Seat' },
);
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

export const HoldSchema = Type.Object(
  {
    slotId: Type.Integer(),
    seatNumbers: Type.Array(Type.String()),
    ticketFee: Type.Number({ description: 'Sum of seat prices, rupees' }),
    convenienceFee: Type.Number({ description: '7% of ticketFee plus 18% GST on it, rupees' }),
    totalAmount: Type.Number({ description: 'ticketFee + convenienceFee' }),
    holdExpiresAt: Type.String({ description: 'ISO 8601 instant' }),
  },
  { title: 'SeatHold' },
);
export type Hold = Static<typeof HoldSchema>;

export const ReleaseHoldQuery = Type.Object({ slotId: IdSchema({ 'x-message': 'slotId must be a show id' }) });

export const HoldShowSchema = Type.Object({
  slotId: Type.Integer(),
  movieId: Type.Integer(),
  movieTitle: Type.String(),
  theaterName: Type.String(),
  showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
  startTime: Type.String({ description: 'HH:mm, cinema time' }),
});
export type HoldShow = Static<typeof HoldShowSchema>;

/** Why the caller holds nothing on a show. */
export const HoldGoneSchema = Type.Object({
  reason: Type.Union([Type.Literal('expired'), Type.Literal('replaced')], {
    description: 'expired: the hold ran out or was released; replaced: a hold on another show released it',
  }),
  /** With `replaced`: the show whose hold was released. */
  releasedShow: Type.Optional(HoldShowSchema),
  /** With `replaced`: the show the caller now holds seats on. */
  currentShow: Type.Optional(HoldShowSchema),
});
export type HoldGone = Static<typeof HoldGoneSchema>;

/** A 409 of the payment: the error, and with a hold that is gone, why. */
export const HoldConflictSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  reason: Type.Optional(HoldGoneSchema.properties.reason),
  releasedShow: Type.Optional(HoldShowSchema),
  currentShow: Type.Optional(HoldShowSchema),
});
