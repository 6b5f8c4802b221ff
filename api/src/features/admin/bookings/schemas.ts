import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';

export const Q_MESSAGE =
  'q must be a booking reference (like RT-7K3P9Q), a customer’s e-mail address or a 10-digit phone number';

export const BookingSearchQuery = Type.Object({
  q: Type.String({
    minLength: 3,
    maxLength: 254,
    'x-message': Q_MESSAGE,
    description: 'A booking reference (any case), a customer’s e-mail address or phone number',
  }),
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10_000,
      'x-message': 'page must be a whole number from 1',
      description: 'Default 1',
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      'x-message': 'pageSize must be a whole number from 1 to 100',
      description: 'Default 20',
    }),
  ),
});
export type BookingSearchQuery = Static<typeof BookingSearchQuery>;

export const DeskBookingParams = Type.Object({
  id: IdSchema({ 'x-message': 'id must be a booking id' }),
});

export const CancelBody = Type.Object({
  reason: Type.Optional(
    Type.String({
      maxLength: 500,
      'x-message': 'reason must be at most 500 characters',
      description: 'Why; required when refundPaise overrides the policy’s refund',
    }),
  ),
  refundPaise: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      'x-message': 'refundPaise must be a whole number of paise from 0 to the booking’s total',
      description: 'Refund to the card in paise, 0 up to the booking’s total; default: the cinema policy’s refund',
    }),
  ),
});
export type CancelBody = Static<typeof CancelBody>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = (description: string) => Type.String({ description: `ISO 8601 instant: ${description}` });

const DeskShowSchema = Type.Object({
  id: Type.Integer(),
  movieTitle: Type.String(),
  cinemaId: Type.Integer(),
  cinemaName: Type.String(),
  screenName: Type.String(),
  showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
  startTime: Type.String({ description: 'HH:mm, cinema time' }),
  startsAt: Instant('the show starts'),
  timeZone: Type.String({ description: 'The cinema’s IANA time zone, for reading instants on its clock' }),
  status: Type.Union([
    Type.Literal('upcoming'),
    Type.Literal('started'),
    Type.Literal('ended'),
    Type.Literal('cancelled'),
  ]),
});

const CustomerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
});

export const DeskBookingSummarySchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: Type.String({ description: 'CONFIRMED or CANCELLED' }),
  customer: CustomerSchema,
  show: DeskShowSchema,
  seats: Type.Array(Type.String()),
  totalPaise: Type.Integer(),
  refundPaise: Nullable(Type.Integer()),
  bookedAt: Instant('paid'),
  admittedAt: Nullable(Instant('admitted at the door')),
  cancelledAt: Nullable(Instant('cancelled')),
});
export type DeskBookingSummary = Static<typeof DeskBookingSummarySchema>;

export const BookingSearchResultSchema = Type.Object({
  items: Type.Array(DeskBookingSummarySchema, { description: 'Newest first' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type BookingSearchResult = Static<typeof BookingSearchResultSchema>;

const ActorSchema = Nullable(
  Type.Object(
    { id: Type.Integer(), name: Type.String(), role: Type.String() },
    { description: 'Who did it; null: the system' },
  ),
);

export const HistoryEntrySchema = Type.Object({
  kind: Type.Union([
    Type.Literal('HELD'),
    Type.Literal('PAID'),
    Type.Literal('EMAILED'),
    Type.Literal('ADMITTED'),
    Type.Literal('CANCELLED'),
    Type.Literal('REFUNDED'),
    Type.Literal('RESENT'),
  ]),
  at: Instant('it happened'),
  actor: ActorSchema,
  detail: Type.Record(Type.String(), Type.Unknown(), { description: 'e.g. refundPaise, reason, mail' }),
  derived: Type.Boolean({ description: 'Read from the booking itself (a booking from before its history was kept)' }),
});
export type HistoryEntry = Static<typeof HistoryEntrySchema>;

export const DeskBookingDetailSchema = Type.Object({
  ...DeskBookingSummarySchema.properties,
  ticketPaise: Type.Integer(),
  convenienceFeePaise: Type.Integer(),
  cardLast4: Type.String(),
  refundedAt: Nullable(Instant('refunded')),
  cancelReason: Nullable(Type.String()),
  cancelledBy: ActorSchema,
  policy: Type.Object({
    cutoffMinutes: Type.Integer(),
    refundPercent: Type.Integer(),
    refundPaise: Type.Integer({ description: 'What a cancellation under the policy refunds (the ticket price share)' }),
    closesAt: Instant('customers’ own cancellations close'),
    open: Type.Boolean({ description: 'Customers may still cancel themselves' }),
  }),
  cancellable: Type.Boolean({ description: 'The desk may cancel it now' }),
  notCancellableReason: Nullable(Type.String()),
  history: Type.Array(HistoryEntrySchema, { description: 'Oldest first' }),
});
export type DeskBookingDetail = Static<typeof DeskBookingDetailSchema>;

export const ResendResultSchema = Type.Object({ message: Type.String() });
