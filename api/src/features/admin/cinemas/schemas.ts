import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';

export const MAX_FACILITIES = 20;
export const MAX_SEATS = 1000;
export const MAX_COLUMNS = 60;
export const MAX_SEAT_NUMBER = 99;
export const MAX_PRICE_PAISE = 10_000_000;

export const CinemaParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a cinema id' }) });
export const ScreenParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a screen id' }) });

const CancellationPolicy = Type.Object(
  {
    cutoffMinutes: Type.Integer({
      minimum: 0,
      maximum: 10080,
      'x-message': 'cancellationPolicy.cutoffMinutes must be a whole number of minutes from 0 to 10080 (one week)',
      description: 'Customers may cancel until this many minutes before the show (0: until it starts)',
    }),
    refundPercent: Type.Integer({
      minimum: 0,
      maximum: 100,
      'x-message': 'cancellationPolicy.refundPercent must be a whole percentage from 0 to 100',
      description: 'Share of the ticket price a customer who cancels in time gets back',
    }),
  },
  { additionalProperties: false, 'x-message': 'cancellationPolicy must be { cutoffMinutes, refundPercent }' },
);

export const CinemaBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 80,
      pattern: '\\S',
      'x-message': 'name must be the cinema’s name (1 to 80 characters)',
      description: 'Unique in the chain',
    }),
    city: Type.String({
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      'x-message': 'city must be the cinema’s city (1 to 60 characters)',
    }),
    address: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      'x-message': 'address must be the cinema’s street address (1 to 200 characters)',
      description: 'The address line customers see',
    }),
    timeZone: Type.String({
      minLength: 1,
      maxLength: 64,
      'x-message': 'timeZone must be an IANA time zone such as Asia/Kolkata',
      description: 'IANA zone its show dates and times are in, e.g. Asia/Kolkata',
    }),
    facilities: Type.Array(
      Type.String({
        minLength: 1,
        maxLength: 40,
        pattern: '\\S',
        'x-message': 'facilities must be names of 1 to 40 characters',
      }),
      {
        maxItems: MAX_FACILITIES,
        'x-message': `facilities must be a list of at most ${MAX_FACILITIES} names`,
        description: 'e.g. "Parking", "Food court", "Wheelchair access"',
      },
    ),
    cancellationPolicy: CancellationPolicy,
    cleaningMinutes: Type.Integer({
      minimum: 0,
      maximum: 240,
      'x-message': 'cleaningMinutes must be a whole number of minutes from 0 to 240',
      description: 'Gap kept on a screen between one show’s end and the next start',
    }),
  },
  { additionalProperties: false },
);
export type CinemaBody = Static<typeof CinemaBody>;

export const CinemaSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  address: Type.String(),
  timeZone: Type.String(),
  facilities: Type.Array(Type.String()),
  cancellationPolicy: Type.Object({ cutoffMinutes: Type.Integer(), refundPercent: Type.Integer() }),
  cleaningMinutes: Type.Integer(),
  screenCount: Type.Integer({ description: 'Screens of the cinema' }),
});
export type Cinema = Static<typeof CinemaSchema>;
export const CinemaListSchema = Type.Array(CinemaSchema);

export const TIERS = ['Recliner', 'Prime', 'Classic'] as const;
export const SEAT_KINDS = ['standard', 'wheelchair', 'companion'] as const;
const TierName = Type.Unsafe<(typeof TIERS)[number]>({ type: 'string', enum: [...TIERS] });
const SeatKindName = Type.Unsafe<(typeof SEAT_KINDS)[number]>({ type: 'string', enum: [...SEAT_KINDS] });

/** Deep fields carry no sentence of their own: the message names their path, e.g. "layout.rows.2.seats.4.column must be at most 60". */
export const LayoutSchema = Type.Object(
  {
    tiers: Type.Array(
      Type.Object(
        {
          tier: TierName,
          pricePaise: Type.Integer({
            minimum: 1,
            maximum: MAX_PRICE_PAISE,
            description: 'Default price of the tier’s seats at a new show, paise',
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 3, description: 'Each tier used by a row, with its default price' },
    ),
    rows: Type.Array(
      Type.Object(
        {
          label: Type.String({ description: 'One capital letter A to Z: A is the front row' }),
          tier: TierName,
          seats: Type.Array(
            Type.Object(
              {
                number: Type.Integer({
                  minimum: 1,
                  maximum: MAX_SEAT_NUMBER,
                  description: 'Seat number within the row: seat 5 of row C is "C5"',
                }),
                column: Type.Integer({
                  minimum: 1,
                  maximum: MAX_COLUMNS,
                  description: 'Position across the screen’s width, from 1',
                }),
                kind: SeatKindName,
              },
              { additionalProperties: false },
            ),
            { maxItems: MAX_COLUMNS },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 26 },
    ),
  },
  {
    additionalProperties: false,
    description:
      'Rows front (nearest the screen) to back; a seat is number N of its row (seat "C5") standing in a column from 1; an aisle is a column no seat of the row stands in. Each wheelchair space has a companion seat beside it.',
  },
);
export type Layout = Static<typeof LayoutSchema>;

export const ScreenBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      'x-message': 'name must be the screen’s name (1 to 60 characters)',
      description: 'Unique in its cinema',
    }),
    layout: LayoutSchema,
  },
  { additionalProperties: false },
);
export type ScreenBody = Static<typeof ScreenBody>;

export const ScreenSummarySchema = Type.Object({
  id: Type.Integer(),
  cinemaId: Type.Integer(),
  name: Type.String(),
  seatCount: Type.Integer(),
  seatsByTier: Type.Object({ Recliner: Type.Integer(), Prime: Type.Integer(), Classic: Type.Integer() }),
});
export type ScreenSummary = Static<typeof ScreenSummarySchema>;
export const ScreenListSchema = Type.Array(ScreenSummarySchema);

export const ScreenSchema = Type.Object({ ...ScreenSummarySchema.properties, layout: LayoutSchema });
export type Screen = Static<typeof ScreenSchema>;

export const LayoutConflictSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  conflicts: Type.Optional(
    Type.Array(
      Type.Object({
        seatNumber: Type.String(),
        showId: Type.Integer(),
        movieTitle: Type.String(),
        showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
        startTime: Type.String({ description: 'HH:mm, cinema time' }),
      }),
      { description: 'Booked or held seats of shows ahead that the new layout would drop or move' },
    ),
  ),
});
