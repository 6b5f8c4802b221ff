import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import { badRequest } from '../../../http/errors.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import type { BackOfficeUser } from '../access.js';
import { showOccupancy } from './occupancy.js';
import { assertMovieExists, reportCinemas } from './report-scope.js';
import { dateMessage, type SalesFigures, type SalesQuery, type SalesReport, type SalesRow } from './schemas.js';

export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

interface Range {
  from: string;
  to: string;
}

/** The days asked for: real calendar dates, `from` ≤ `to`, at most MAX_RANGE_DAYS; default the 7 days up to today. */
export function reportRange(query: Pick<SalesQuery, 'from' | 'to'>, today: string): Range {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    // The pattern lets through dates no calendar has (2026-02-30): a real date survives a round trip.
    if (value !== undefined && addDays(value, 0) !== value) throw badRequest(dateMessage(field));
  }
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -6);
  if (from > to) throw badRequest('to must be the same day as from or later');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) throw badRequest(`to must be at most ${MAX_RANGE_DAYS} days from from (inclusive)`);
  return { from, to };
}

export function emptyFigures(): SalesFigures {
  return {
    bookings: 0,
    tickets: 0,
    grossPaise: 0,
    ticketSalesPaise: 0,
    convenienceFeesPaise: 0,
    gstPaise: 0,
    refundedBookings: 0,
    refundsPaise: 0,
    netPaise: 0,
  };
}

const FIGURE_KEYS = Object.keys(emptyFigures()) as (keyof SalesFigures)[];

function add(into: SalesFigures, figures: SalesFigures): void {
  for (const key of FIGURE_KEYS) into[key] += figures[key];
}

interface GroupRow {
  day: string;
  theater_id: number;
  theater_name: string;
  movie_id: number;
  movie_title: string;
}

/**
 * Sales per day, cinema and movie. A booking counts on the day it was paid (its `created_at`, in its cinema's time
 * zone), whatever happened to it later; a refund counts on the day it was made (`refunded_at`). The convenience fee
 * splits into its 7% base (rounded half up per booking) and the GST, the rest of the fee charged.
 */
export function createSalesReport(ctx: AppContext) {
  const { db } = ctx;

  /** Local date of an instant column in the cinema's zone, within a UTC window wide enough for every zone. */
  function inRange(column: 'created_at' | 'refunded_at', range: Range) {
    const lower = new Date(Date.parse(range.from) - DAY_MS);
    const upper = new Date(Date.parse(range.to) + 2 * DAY_MS);
    const localDay = sql<string>`(${sql.ref(`bookings.${column}`)} AT TIME ZONE theaters.time_zone)::date`;
    return {
      localDay,
      where: sql<SqlBool>`${sql.ref(`bookings.${column}`)} >= ${lower} AND ${sql.ref(`bookings.${column}`)} < ${upper}
        AND ${localDay} BETWEEN ${range.from}::date AND ${range.to}::date`,
    };
  }

  function scoped(cinemas: number[] | undefined, movieId: number | undefined): Expression<SqlBool> {
    const parts = [sql`true`];
    if (cinemas) parts.push(cinemas.length > 0 ? sql`shows.theater_id IN (${sql.join(cinemas)})` : sql`false`);
    if (movieId !== undefined) parts.push(sql`shows.movie_id = ${movieId}`);
    return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
  }

  async function sales(range: Range, filter: Expression<SqlBool>) {
    const { localDay, where } = inRange('created_at', range);
    const base = sql<number>`(bookings.ticket_fee_paise * 7 + 50) / 100`;
    return db
      .selectFrom('bookings')
      .innerJoin('shows', 'shows.id', 'bookings.show_id')
      .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
      .innerJoin('movies', 'movies.id', 'shows.movie_id')
      .select([
        sql<string>`${localDay}::text`.as('day'),
        'theaters.id as theater_id',
        'theaters.name as theater_name',
        'movies.id as movie_id',
        'movies.title as movie_title',
        sql<number>`count(*)`.as('bookings'),
        sql<number>`sum(cardinality(bookings.seat_numbers))`.as('tickets'),
        sql<number>`sum(bookings.total_paise)`.as('gross'),
        sql<number>`sum(bookings.ticket_fee_paise)`.as('ticket_sales'),
        sql<number>`sum(${base})`.as('fee_base'),
        sql<number>`sum(bookings.convenience_fee_paise - ${base})`.as('gst'),
      ])
      .where('bookings.status', '<>', 'PENDING')
      .where(where)
      .where(filter)
      .groupBy([sql`1`, 'theaters.id', 'theaters.name', 'movies.id', 'movies.title'])
      .execute();
  }

  async function refunds(range: Range, filter: Expression<SqlBool>) {
    const { localDay, where } = inRange('refunded_at', range);
    return db
      .selectFrom('bookings')
      .innerJoin('shows', 'shows.id', 'bookings.show_id')
      .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
      .innerJoin('movies', 'movies.id', 'shows.movie_id')
      .select([
        sql<string>`${localDay}::text`.as('day'),
        'theaters.id as theater_id',
        'theaters.name as theater_name',
        'movies.id as movie_id',
        'movies.title as movie_title',
        sql<number>`count(*)`.as('refunded'),
        sql<number>`sum(coalesce(bookings.refund_paise, 0))`.as('refunds'),
      ])
      .where('bookings.refunded_at', 'is not', null)
      .where(where)
      .where(filter)
      .groupBy([sql`1`, 'theaters.id', 'theaters.name', 'movies.id', 'movies.title'])
      .execute();
  }

  return {
    async report(user: BackOfficeUser, query: SalesQuery): Promise<SalesReport> {
      const range = reportRange(query, toLocal(ctx.now(), ctx.config.cinemaTimeZone).date);
      const cinemas = await reportCinemas(ctx, user, query.cinemaId);
      await assertMovieExists(ctx, query.movieId);
      const filter = scoped(cinemas, query.movieId);
      const [sold, refunded, occupancy] = await Promise.all([
        sales(range, filter),
        refunds(range, filter),
        showOccupancy(ctx, { ...range, cinemas, movieId: query.movieId }),
      ]);

      const rows = new Map<string, SalesRow>();
      const rowFor = (group: GroupRow): SalesRow => {
        const key = `${group.day}|${group.theater_id}|${group.movie_id}`;
        let row = rows.get(key);
        if (!row) {
          row = {
            date: group.day,
            cinema: { id: group.theater_id, name: group.theater_name },
            movie: { id: group.movie_id, title: group.movie_title },
            ...emptyFigures(),
          };
          rows.set(key, row);
        }
        return row;
      };
      for (const group of sold) {
        add(rowFor(group), {
          ...emptyFigures(),
          bookings: group.bookings,
          tickets: group.tickets,
          grossPaise: group.gross,
          ticketSalesPaise: group.ticket_sales,
          convenienceFeesPaise: group.fee_base,
          gstPaise: group.gst,
          netPaise: group.gross,
        });
      }
      for (const group of refunded) {
        add(rowFor(group), {
          ...emptyFigures(),
          refundedBookings: group.refunded,
          refundsPaise: group.refunds,
          netPaise: -group.refunds,
        });
      }
      const ordered = [...rows.values()].sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          a.cinema.name.localeCompare(b.cinema.name) ||
          a.movie.title.localeCompare(b.movie.title),
      );

      const totals = emptyFigures();
      const days = new Map<string, SalesReport['days'][number]>();
      for (let day = range.from; day <= range.to; day = addDays(day, 1))
        days.set(day, { date: day, ...emptyFigures() });
      const byCinema = new Map<number, SalesReport['cinemas'][number]>();
      const byMovie = new Map<number, SalesReport['movies'][number]>();
      for (const row of ordered) {
        const { date, cinema, movie, ...figures } = row;
        add(totals, figures);
        add(days.get(date)!, figures);
        if (!byCinema.has(cinema.id)) byCinema.set(cinema.id, { cinema, ...emptyFigures() });
        add(byCinema.get(cinema.id)!, figures);
        if (!byMovie.has(movie.id)) byMovie.set(movie.id, { movie, ...emptyFigures() });
        add(byMovie.get(movie.id)!, figures);
      }
      return {
        ...range,
        cinemaId: query.cinemaId ?? null,
        movieId: query.movieId ?? null,
        totals,
        days: [...days.values()],
        cinemas: [...byCinema.values()].sort((a, b) => a.cinema.name.localeCompare(b.cinema.name)),
        movies: [...byMovie.values()].sort(
          (a, b) => b.tickets - a.tickets || a.movie.title.localeCompare(b.movie.title),
        ),
        rows: ordered,
        occupancy,
      };
    },
  };
}
