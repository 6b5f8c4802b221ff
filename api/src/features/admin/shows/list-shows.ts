import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { canActFor, cinemaScope, type BackOfficeUser } from '../access.js';
import { assertCalendarDate, daysBetween } from './plan-schedule.js';
import { CINEMA_NOT_FOUND, SCHEDULE_LIMITS, type BackOfficeShow, type ListShowsQuery } from './schemas.js';

const MINUTE_MS = 60_000;
const DEFAULT_DAYS = 7;
const DEFAULT_PAGE_SIZE = 100;

/** The shows (with their seat counts and takings) matching a filter; `ids` picks given shows. */
export async function showRows(
  ctx: AppContext,
  db: Kysely<Database>,
  filter: {
    ids?: number[];
    from?: string;
    to?: string;
    cinemaIds?: number[];
    movieId?: number;
    screenId?: number;
    status?: 'live' | 'cancelled';
    page?: number;
    pageSize?: number;
  },
): Promise<{ total: number; shows: BackOfficeShow[] }> {
  const now = ctx.now();
  let query = db
    .selectFrom('shows')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('screens', 'screens.id', 'shows.screen_id')
    .$if(filter.ids !== undefined, (qb) => qb.where('shows.id', 'in', filter.ids!.length > 0 ? filter.ids! : [0]))
    .$if(filter.from !== undefined, (qb) => qb.where('shows.show_date', '>=', filter.from!))
    .$if(filter.to !== undefined, (qb) => qb.where('shows.show_date', '<=', filter.to!))
    .$if(filter.cinemaIds !== undefined, (qb) =>
      qb.where('shows.theater_id', 'in', filter.cinemaIds!.length > 0 ? filter.cinemaIds! : [0]),
    )
    .$if(filter.movieId !== undefined, (qb) => qb.where('shows.movie_id', '=', filter.movieId!))
    .$if(filter.screenId !== undefined, (qb) => qb.where('shows.screen_id', '=', filter.screenId!))
    .$if(filter.status === 'live', (qb) => qb.where('shows.cancelled_at', 'is', null))
    .$if(filter.status === 'cancelled', (qb) => qb.where('shows.cancelled_at', 'is not', null));
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = filter.page ?? 1;
  query = query
    .orderBy('shows.starts_at')
    .orderBy('theaters.name')
    .orderBy('screens.name')
    .orderBy('shows.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = await query
    .select([
      'shows.id',
      'shows.movie_id',
      'movies.title',
      'shows.theater_id',
      'theaters.name as theater_name',
      'theaters.time_zone',
      'shows.screen_id',
      'screens.name as screen_name',
      'shows.show_date',
      'shows.start_time',
      'shows.starts_at',
      'shows.ends_at',
      'shows.format',
      'shows.audio_language',
      'shows.subtitles',
      'shows.cancelled_at',
      'shows.cancel_reason',
      sql<number>`(SELECT count(*) FROM screen_seats WHERE screen_seats.screen_id = shows.screen_id)::int`.as(
        'seats_total',
      ),
      sql<number>`(SELECT count(*) FROM seat_claims c WHERE c.show_id = shows.id AND c.kind = 'BOOKED')::int`.as(
        'seats_sold',
      ),
      sql<number>`(SELECT count(*) FROM seat_claims c WHERE c.show_id = shows.id AND c.kind = 'HOLD' AND c.expires_at > ${now})::int`.as(
        'seats_held',
      ),
      sql<number>`coalesce((SELECT sum(cardinality(b.seat_numbers)) FROM bookings b
      WHERE b.show_id = shows.id AND b.status = 'CONFIRMED' AND b.used_at IS NOT NULL), 0)::int`.as('seats_admitted'),
      sql<number>`(SELECT count(*) FROM bookings b WHERE b.show_id = shows.id AND b.status = 'CONFIRMED')::int`.as(
        'confirmed_bookings',
      ),
      sql<number>`coalesce((SELECT sum(b.total_paise) FROM bookings b WHERE b.show_id = shows.id AND b.status = 'CONFIRMED'), 0)::int`.as(
        'confirmed_total',
      ),
      sql<
        { tier: string; price: number }[]
      >`coalesce((SELECT json_agg(json_build_object('tier', p.tier, 'price', p.price_paise) ORDER BY p.tier)
      FROM show_prices p WHERE p.show_id = shows.id), '[]'::json)`.as('prices'),
    ])
    .execute();
  const opensBeforeMs = ctx.config.admissionOpensMinutes * MINUTE_MS;
  return {
    total: Number(total),
    shows: rows.map((row) => {
      const prices = typeof row.prices === 'string' ? (JSON.parse(row.prices) as typeof row.prices) : row.prices;
      return {
        id: row.id,
        movieId: row.movie_id,
        movieTitle: row.title,
        theater: { id: row.theater_id, name: row.theater_name },
        timeZone: row.time_zone,
        screenId: row.screen_id,
        screen: row.screen_name,
        showDate: row.show_date,
        startTime: row.start_time,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
        admissionOpensAt: new Date(row.starts_at.getTime() - opensBeforeMs).toISOString(),
        format: row.format,
        audioLanguage: row.audio_language,
        subtitles: row.subtitles,
        status: row.cancelled_at ? ('cancelled' as const) : ('live' as const),
        cancelledAt: row.cancelled_at?.toISOString() ?? null,
        cancelReason: row.cancel_reason,
        pricesPaise: Object.fromEntries(prices.map((price) => [price.tier, price.price])),
        seatsTotal: row.seats_total,
        seatsSold: row.seats_sold,
        seatsHeld: row.seats_held,
        seatsFree: Math.max(0, row.seats_total - row.seats_sold - row.seats_held),
        seatsAdmitted: row.seats_admitted,
        confirmedBookings: row.confirmed_bookings,
        confirmedTotalPaise: row.confirmed_total,
      };
    }),
  };
}

/**
 * The back office's listing: shows of the cinemas the account works for, from `from` to `to` (cinema dates; default
 * the coming week), optionally of one cinema, movie or screen, live or cancelled, a page at a time.
 */
export async function listShows(ctx: AppContext, user: BackOfficeUser, query: ListShowsQuery) {
  const from = query.from ?? toLocal(ctx.now(), ctx.config.cinemaTimeZone).date;
  assertCalendarDate(from, 'from');
  const to = query.to ?? addDays(from, DEFAULT_DAYS - 1);
  assertCalendarDate(to, 'to');
  const span = daysBetween(from, to);
  if (span < 0) throw badRequest('to must be on or after from');
  if (span + 1 > SCHEDULE_LIMITS.maxDays)
    throw badRequest(`to: a listing may span at most ${SCHEDULE_LIMITS.maxDays} days`);
  let cinemaIds = cinemaScope(user);
  if (query.cinemaId !== undefined) {
    const cinema = await ctx.db.selectFrom('theaters').select('id').where('id', '=', query.cinemaId).executeTakeFirst();
    if (!cinema || !canActFor(user, cinema.id)) throw notFound(CINEMA_NOT_FOUND);
    cinemaIds = [cinema.id];
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { total, shows } = await showRows(ctx, ctx.db, {
    from,
    to,
    cinemaIds,
    movieId: query.movieId,
    screenId: query.screenId,
    status: query.status,
    page,
    pageSize,
  });
  return { from, to, total, page, pageSize, shows };
}

/** One show as the back office lists it (the account's scope is checked by the caller). */
export async function backOfficeShow(ctx: AppContext, db: Kysely<Database>, showId: number): Promise<BackOfficeShow> {
  const { shows } = await showRows(ctx, db, { ids: [showId] });
  return shows[0];
}
