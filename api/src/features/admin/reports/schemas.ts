import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';

const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
export const dateMessage = (field: string) => `${field} must be a calendar date written yyyy-mm-dd`;

export const SalesQuery = Type.Object({
  from: Type.Optional(
    Type.String({
      pattern: DATE_PATTERN,
      'x-message': dateMessage('from'),
      description: 'First day, yyyy-mm-dd, cinema time (inclusive); default 6 days before `to`',
    }),
  ),
  to: Type.Optional(
    Type.String({
      pattern: DATE_PATTERN,
      'x-message': dateMessage('to'),
      description: 'Last day, yyyy-mm-dd, cinema time (inclusive); default today. At most 366 days from `from`',
    }),
  ),
  cinemaId: Type.Optional(
    IdSchema({
      'x-message': 'cinemaId must be a cinema id',
      description: 'Only this cinema (default: every cinema of the account)',
    }),
  ),
  movieId: Type.Optional(IdSchema({ 'x-message': 'movieId must be a movie id', description: 'Only this movie' })),
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('csv')], {
      'x-message': 'format must be json or csv',
      description: 'csv: the same figures as CSV (as `Accept: text/csv` does)',
    }),
  ),
});
export type SalesQuery = Static<typeof SalesQuery>;

const paise = (description: string) => Type.Integer({ description: `${description}, in paise` });

const SalesFigures = {
  bookings: Type.Integer({ description: 'Bookings paid on these days' }),
  tickets: Type.Integer({ description: 'Seats of those bookings' }),
  grossPaise: paise('What customers paid: ticket sales + convenience fees + GST'),
  ticketSalesPaise: paise('Ticket prices'),
  convenienceFeesPaise: paise('Convenience fees without GST (7% of the ticket sales of each booking)'),
  gstPaise: paise('GST on the convenience fees (18%): each booking’s fee charged minus its base'),
  refundedBookings: Type.Integer({ description: 'Bookings refunded on these days' }),
  refundsPaise: paise('Amounts given back on these days'),
  netPaise: paise('grossPaise − refundsPaise'),
};
export const SalesFiguresSchema = Type.Object(SalesFigures);
export type SalesFigures = Static<typeof SalesFiguresSchema>;

const CinemaRef = Type.Object({ id: Type.Integer(), name: Type.String() });
const MovieRef = Type.Object({ id: Type.Integer(), title: Type.String() });

export const SalesRowSchema = Type.Object({
  date: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
  cinema: CinemaRef,
  movie: MovieRef,
  ...SalesFigures,
});
export type SalesRow = Static<typeof SalesRowSchema>;

export const OccupancySchema = Type.Object({
  showId: Type.Integer(),
  cinema: CinemaRef,
  screen: Type.String(),
  movie: MovieRef,
  showDate: Type.String({ description: 'yyyy-mm-dd, cinema time' }),
  startTime: Type.String({ description: 'HH:mm, cinema time' }),
  startsAt: Type.String({ description: 'ISO 8601 instant' }),
  cancelled: Type.Boolean({ description: 'A cancelled show: its bookings were cancelled, nothing is sold' }),
  capacity: Type.Integer({ description: 'Seats of its screen' }),
  sold: Type.Integer({ description: 'Seats of its bookings not cancelled' }),
  held: Type.Integer({ description: 'Seats held right now by customers about to pay' }),
  admitted: Type.Integer({ description: 'Seats of bookings admitted at the door' }),
  occupancyPercent: Type.Number({ description: 'sold / capacity × 100, one decimal' }),
});
export type Occupancy = Static<typeof OccupancySchema>;

export const SalesReportSchema = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    cinemaId: Type.Union([Type.Integer(), Type.Null()]),
    movieId: Type.Union([Type.Integer(), Type.Null()]),
    totals: SalesFiguresSchema,
    days: Type.Array(Type.Object({ date: Type.String(), ...SalesFigures }), {
      description: 'Every day of the range, in order (zeros on a day without sales)',
    }),
    cinemas: Type.Array(Type.Object({ cinema: CinemaRef, ...SalesFigures }), {
      description: 'Cinemas with sales or refunds, by name',
    }),
    movies: Type.Array(Type.Object({ movie: MovieRef, ...SalesFigures }), {
      description: 'Movies with sales or refunds, most tickets first',
    }),
    rows: Type.Array(SalesRowSchema, {
      description: 'One row per day × cinema × movie with sales or refunds (what the CSV lists)',
    }),
    occupancy: Type.Array(OccupancySchema, {
      description: 'Every show dated in the range (show date, cinema time), by start',
    }),
  },
  {
    description:
      'Sales count on the day a booking was paid, refunds on the day they were made, occupancy on the show’s date — each in its cinema’s time zone.',
  },
);
export type SalesReport = Static<typeof SalesReportSchema>;

export const TodayQuery = Type.Object({
  cinemaId: Type.Optional(
    IdSchema({
      'x-message': 'cinemaId must be a cinema id',
      description: 'Only this cinema (default: every cinema of the account)',
    }),
  ),
});
export type TodayQuery = Static<typeof TodayQuery>;

export const TodayShowSchema = Type.Object({
  showId: Type.Integer(),
  cinema: CinemaRef,
  screen: Type.String(),
  movie: MovieRef,
  showDate: Type.String(),
  startTime: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  cancelled: Type.Boolean(),
  capacity: Type.Integer(),
  sold: Type.Integer(),
  held: Type.Integer(),
  free: Type.Integer({ description: 'capacity − sold − held' }),
  admitted: Type.Integer(),
});
export type TodayShow = Static<typeof TodayShowSchema>;

export const TodayReportSchema = Type.Object({
  shows: Type.Array(TodayShowSchema, { description: 'Today’s shows (each cinema’s own date), by start' }),
});
export type TodayReport = Static<typeof TodayReportSchema>;

export const ReportOptionsSchema = Type.Object({
  cinemas: Type.Array(CinemaRef, { description: 'The cinemas the account reports on, by name' }),
  movies: Type.Array(MovieRef, { description: 'Every movie of the chain, by title' }),
});
export type ReportOptions = Static<typeof ReportOptionsSchema>;
