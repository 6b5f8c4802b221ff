import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';
import { AdminShowSchema } from '../schemas.js';

const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export const SHOW_NOT_FOUND = 'Show not found.';
export const SCREEN_NOT_FOUND = 'Screen not found.';
export const MOVIE_NOT_FOUND = 'Movie not found.';
export const CINEMA_NOT_FOUND = 'Cinema not found.';

/** The most a schedule request may create, and the widest range a request or a listing may span. */
export const SCHEDULE_LIMITS = { maxDays: 62, maxTimesPerDay: 12, maxShows: 500 } as const;
/** A ticket price from ₹1 to ₹10,000. */
export const PRICE_LIMITS = { minimum: 100, maximum: 1_000_000 } as const;

export const FORMATS = ['2D', '3D', 'IMAX', '4DX'] as const;
export const TIERS = ['Recliner', 'Prime', 'Classic'] as const;

const dateField = (name: string, description: string) =>
  Type.String({
    pattern: DATE_PATTERN,
    'x-message': `${name} must be a calendar date written yyyy-mm-dd`,
    description,
  });
const timeField = (name: string, description: string) =>
  Type.String({
    pattern: TIME_PATTERN,
    'x-message': `${name} must be a time of day written HH:mm (00:00 to 23:59)`,
    description,
  });
const priceField = (tier: string) =>
  Type.Integer({
    ...PRICE_LIMITS,
    'x-message': `pricesPaise.${tier} must be a whole number of paise from ${PRICE_LIMITS.minimum} to ${PRICE_LIMITS.maximum}`,
    description: `Price of a ${tier} seat in paise`,
  });

export const PricesPaiseSchema = Type.Object(
  {
    Recliner: Type.Optional(priceField('Recliner')),
    Prime: Type.Optional(priceField('Prime')),
    Classic: Type.Optional(priceField('Classic')),
  },
  {
    additionalProperties: false,
    'x-message': 'pricesPaise must map the tiers Recliner, Prime and Classic to prices in paise',
    description:
      'Price per seat tier in paise; only tiers the screen has. A tier left out costs the screen’s default price',
  },
);
export type PricesPaise = Static<typeof PricesPaiseSchema>;

const FormatSchema = Type.Enum(FORMATS, {
  'x-message': 'format must be one of 2D, 3D, IMAX, 4DX',
});
const AudioSchema = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '\\S',
  'x-message': 'audioLanguage must be a language name (1 to 40 characters)',
  description: 'The language the film is played in, e.g. "Hindi"',
});
const SubtitlesSchema = Type.Union([Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }), Type.Null()], {
  'x-message': 'subtitles must be a language name (1 to 40 characters) or null for none',
  description: 'Subtitle language; null or left out: none',
});

export const ScheduleBody = Type.Object(
  {
    movieId: IdSchema({ 'x-message': 'movieId must be a movie id' }),
    screenId: IdSchema({ 'x-message': 'screenId must be a screen id' }),
    format: FormatSchema,
    audioLanguage: AudioSchema,
    subtitles: Type.Optional(SubtitlesSchema),
    fromDate: dateField('fromDate', 'First day, yyyy-mm-dd, cinema time'),
    toDate: dateField('toDate', `Last day (included), at most ${SCHEDULE_LIMITS.maxDays} days from fromDate`),
    times: Type.Array(timeField('times', 'HH:mm, cinema time'), {
      minItems: 1,
      maxItems: SCHEDULE_LIMITS.maxTimesPerDay,
      'x-message': `times must list 1 to ${SCHEDULE_LIMITS.maxTimesPerDay} start times written HH:mm`,
      description: 'Start times on each day, cinema time',
    }),
    weekdays: Type.Optional(
      Type.Array(
        Type.Integer({
          minimum: 1,
          maximum: 7,
          'x-message': 'weekdays must list days of the week as numbers from 1 (Monday) to 7 (Sunday)',
        }),
        {
          minItems: 1,
          maxItems: 7,
          'x-message': 'weekdays must list days of the week as numbers from 1 (Monday) to 7 (Sunday)',
          description: 'Only these days of the week, 1 = Monday … 7 = Sunday; left out: every day',
        },
      ),
    ),
    pricesPaise: Type.Optional(PricesPaiseSchema),
  },
  { additionalProperties: false },
);
export type ScheduleBody = Static<typeof ScheduleBody>;

export const ScheduleQuery = Type.Object({
  dryRun: Type.Optional(
    Type.Boolean({
      'x-message': 'dryRun must be true or false',
      description: 'true: answer the preview and its problems, create nothing',
    }),
  ),
});

const PricesOut = Type.Record(Type.String(), Type.Integer(), { description: 'Price per tier in paise' });

export const PlannedShowSchema = Type.Object({
  id: Type.Optional(Type.Integer({ description: 'Set once created' })),
  showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
  startTime: Type.String({ description: 'HH:mm, cinema time' }),
  startsAt: Type.String({ description: 'ISO 8601 instant' }),
  endsAt: Type.String({ description: 'ISO 8601 instant: start + the film’s running time' }),
  pricesPaise: PricesOut,
});
export type PlannedShow = Static<typeof PlannedShowSchema>;

export const ScheduleProblemSchema = Type.Object({
  kind: Type.Union(
    [Type.Literal('clash'), Type.Literal('overlap'), Type.Literal('past'), Type.Literal('skipped_time')],
    {
      description:
        'clash: with a live show of the screen; overlap: with another show of this request; past: starts in the past; skipped_time: the clocks skip that time that night',
    },
  ),
  showDate: Type.Optional(Type.String()),
  startTime: Type.Optional(Type.String()),
  message: Type.String({ description: 'What is wrong, naming the clashing show' }),
});
export type ScheduleProblem = Static<typeof ScheduleProblemSchema>;

export const ScheduleResultSchema = Type.Object({
  dryRun: Type.Boolean(),
  created: Type.Integer({ description: 'Shows created (0 for a dry run)' }),
  movie: Type.Object({ id: Type.Integer(), title: Type.String(), runtimeMinutes: Type.Integer() }),
  screen: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    theaterId: Type.Integer(),
    theaterName: Type.String(),
    timeZone: Type.String(),
    cleaningMinutes: Type.Integer(),
  }),
  shows: Type.Array(PlannedShowSchema, { description: 'Every show of the request, by start' }),
  problems: Type.Array(ScheduleProblemSchema, {
    description: 'Why the request would be refused; empty when it can be created',
  }),
});
export type ScheduleResult = Static<typeof ScheduleResultSchema>;

export const ShowParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a show id' }) });

export const EditShowBody = Type.Object(
  {
    showDate: Type.Optional(dateField('showDate', 'New date, cinema time')),
    startTime: Type.Optional(timeField('startTime', 'New start, cinema time')),
    format: Type.Optional(FormatSchema),
    audioLanguage: Type.Optional(AudioSchema),
    subtitles: Type.Optional(SubtitlesSchema),
    pricesPaise: Type.Optional(PricesPaiseSchema),
  },
  { additionalProperties: false },
);
export const EDIT_NOTHING_MESSAGE =
  'Send at least one of showDate, startTime, format, audioLanguage, subtitles, pricesPaise';
export type EditShowBody = Static<typeof EditShowBody>;

export const CancelShowBody = Type.Object(
  {
    reason: Type.String({
      minLength: 3,
      maxLength: 500,
      pattern: '\\S',
      'x-message': 'reason must say why the show is cancelled (3 to 500 characters)',
      description: 'Told to every customer in the cancellation e-mail',
    }),
  },
  { additionalProperties: false },
);

/** The listing's filters: any of them asks for the back office's listing, none the door's. */
export const BACK_OFFICE_FILTERS = [
  'from',
  'to',
  'cinemaId',
  'movieId',
  'screenId',
  'status',
  'page',
  'pageSize',
] as const;

export const ListShowsQuery = Type.Object({
  date: Type.Optional(dateField('date', 'Door listing: one day, cinema time; default today')),
  theaterId: Type.Optional(
    IdSchema({ 'x-message': 'theaterId must be a cinema id', description: 'Door listing: only this cinema' }),
  ),
  from: Type.Optional(dateField('from', 'Back-office listing: first day (default today, cinema time)')),
  to: Type.Optional(
    dateField(
      'to',
      `Back-office listing: last day (default from + 6; at most ${SCHEDULE_LIMITS.maxDays} days after from)`,
    ),
  ),
  cinemaId: Type.Optional(IdSchema({ 'x-message': 'cinemaId must be a cinema id' })),
  movieId: Type.Optional(IdSchema({ 'x-message': 'movieId must be a movie id' })),
  screenId: Type.Optional(IdSchema({ 'x-message': 'screenId must be a screen id' })),
  status: Type.Optional(Type.Enum(['live', 'cancelled'], { 'x-message': 'status must be live or cancelled' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, 'x-message': 'page must be a page number from 1' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, 'x-message': 'pageSize must be from 1 to 500' })),
});
export type ListShowsQuery = Static<typeof ListShowsQuery>;

const backOfficeFields = {
  movieId: Type.Integer(),
  screenId: Type.Integer(),
  format: Type.String({ description: '2D, 3D, IMAX or 4DX' }),
  audioLanguage: Type.Union([Type.String(), Type.Null()]),
  subtitles: Type.Union([Type.String(), Type.Null()]),
  timeZone: Type.String({ description: 'The cinema’s time zone (showDate and startTime are in it)' }),
  status: Type.Union([Type.Literal('live'), Type.Literal('cancelled')]),
  cancelledAt: Type.Union([Type.String(), Type.Null()]),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  pricesPaise: PricesOut,
  seatsTotal: Type.Integer(),
  seatsHeld: Type.Integer({ description: 'Seats held by customers paying right now' }),
  seatsFree: Type.Integer(),
  confirmedBookings: Type.Integer({ description: 'Paid bookings: cancelling the show refunds each of them in full' }),
  confirmedTotalPaise: Type.Integer({
    description: 'What those bookings paid (tickets and fees): the refund a cancellation gives back',
  }),
};
export const BackOfficeShowSchema = Type.Object({ ...AdminShowSchema.properties, ...backOfficeFields });
export type BackOfficeShow = Static<typeof BackOfficeShowSchema>;

/** One answer for both listings: the door's (date, shows) and the back office's (shows with more fields, paging). */
export const ListShowsResultSchema = Type.Object({
  date: Type.Optional(Type.String({ description: 'Door listing: the day listed' })),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  total: Type.Optional(Type.Integer({ description: 'Back-office listing: shows matching the filters' })),
  page: Type.Optional(Type.Integer()),
  pageSize: Type.Optional(Type.Integer()),
  shows: Type.Array(
    Type.Object({ ...AdminShowSchema.properties, ...Type.Partial(Type.Object(backOfficeFields)).properties }),
    {
      description: 'Door listing: the door’s fields; back-office listing: every field',
    },
  ),
});

export const CancelResultSchema = Type.Object({
  show: BackOfficeShowSchema,
  refundedBookings: Type.Integer(),
  refundedPaise: Type.Integer({ description: 'Sum of the refunds (each booking’s full total)' }),
});
