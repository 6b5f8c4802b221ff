import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';

/**
 * The admission rate an on-sale gets unless the back office chooses one: what a single API process served within
 * the sale's goals (hold p95 under 0.5 s, payment p95 under 1 s, no 5xx) in the flash-sale bench on a small shared
 * machine. Measure yours (docs/sizing.md) and set a higher rate per show.
 */
export const DEFAULT_ADMIT_PER_MINUTE = 30;
export const NO_WAITING_ROOM = 'This show has no waiting room.';
export const SHOW_STARTED = 'This show has already started. Please pick another showtime.';

export const WaitingRoomParams = Type.Object({ showId: IdSchema({ 'x-message': 'showId must be a show id' }) });

export const QueueState = Type.Union(
  [
    Type.Literal('NO_QUEUE'),
    Type.Literal('NOT_JOINED'),
    Type.Literal('BEFORE_ON_SALE'),
    Type.Literal('WAITING'),
    Type.Literal('ADMITTED'),
  ],
  {
    description:
      'NO_QUEUE: the show is sold without a waiting room, book at once (a show that has started has no queue either). NOT_JOINED: sign in and join. BEFORE_ON_SALE: joined; places are ' +
      'drawn at random among everyone who joined by the on-sale moment. WAITING: numbered, waiting for its turn. ADMITTED: send ' +
      '`admissionToken` as the X-Admission-Token header of holds and payments of this show (ask again for a fresh one).',
  },
);
export type QueueState = Static<typeof QueueState>;

export const QueueStatusSchema = Type.Object({
  showId: Type.Integer(),
  state: QueueState,
  onSaleAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description:
      'When sales open, on the cinema’s clock: ISO 8601 with the cinema’s UTC offset (2026-12-01T09:30:00+05:30), as show times are',
  }),
  /** 1 for the next to be admitted. */
  position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'The caller’s place among those still waiting (1 is next); null unless WAITING',
  }),
  peopleAhead: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Accounts still waiting before the caller; null unless WAITING',
  }),
  estimatedWaitSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Until the caller’s turn (WAITING), or until the on-sale moment (BEFORE_ON_SALE)',
  }),
  admissionToken: Type.Union([Type.String(), Type.Null()]),
  admissionExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Until when the admission token is valid, with the cinema’s UTC offset; null unless ADMITTED',
  }),
});
export type QueueStatus = Static<typeof QueueStatusSchema>;

export const OnSaleBody = Type.Object({
  onSaleAt: Type.String({
    format: 'date-time',
    'x-message': 'onSaleAt must be a date and time such as 2026-12-01T09:30:00Z',
  }),
  admitPerMinute: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description: `Customers let through a minute (default ${DEFAULT_ADMIT_PER_MINUTE})`,
      'x-message': 'admitPerMinute must be a whole number from 1 to 100000',
    }),
  ),
});
export type OnSaleBody = Static<typeof OnSaleBody>;

export const OnSaleSchema = Type.Object({
  showId: Type.Integer(),
  onSaleAt: Type.String({ format: 'date-time' }),
  admitPerMinute: Type.Integer(),
  /** Whether the on-sale moment has passed and the early arrivals were numbered. */
  started: Type.Boolean(),
  /** Accounts in the queue so far. */
  joined: Type.Integer({ minimum: 0 }),
});
export type OnSale = Static<typeof OnSaleSchema>;

export const OnSaleAnswer = Type.Object({ onSale: Type.Union([OnSaleSchema, Type.Null()]) });

/** The header holds and payments of an on-sale show carry (documented on those routes). */
export const AdmissionTokenHeader = Type.Optional(
  Type.String({
    maxLength: 200,
    description:
      'The admission token from the show’s waiting room; required (403 without it) for shows sold through one',
  }),
);
export const AdmissionHeaders = Type.Object({ 'x-admission-token': AdmissionTokenHeader });
