import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Occupancy } from './schemas.js';

export interface OccupancyFilter {
  /** Show dates (cinema time), inclusive; or `today`: each cinema's own today. */
  from?: string;
  to?: string;
  today?: boolean;
  cinemas: number[] | undefined;
  movieId?: number;
  showIds?: number[];
}

export interface ShowSeats extends Occupancy {
  endsAt: string;
}

/**
 * Each show's seats: its screen's capacity, seats sold (bookings not cancelled), held right now (live holds) and
 * admitted at the door.
 */
export async function showOccupancy(ctx: AppContext, filter: OccupancyFilter): Promise<ShowSeats[]> {
  const now = ctx.now();
  const conditions = [sql`true`];
  if (filter.today) conditions.push(sql`shows.show_date = (${now}::timestamptz AT TIME ZONE theaters.time_zone)::date`);
  if (filter.from) conditions.push(sql`shows.show_date >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`shows.show_date <= ${filter.to}::date`);
  if (filter.cinemas)
    conditions.push(filter.cinemas.length > 0 ? sql`shows.theater_id IN (${sql.join(filter.cinemas)})` : sql`false`);
  if (filter.movieId !== undefined) conditions.push(sql`shows.movie_id = ${filter.movieId}`);
  if (filter.showIds)
    conditions.push(filter.showIds.length > 0 ? sql`shows.id IN (${sql.join(filter.showIds)})` : sql`false`);

  const rows = await ctx.db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .innerJoin('screens', 'screens.id', 'shows.screen_id')
    .select([
      'shows.id',
      'shows.show_date',
      'shows.start_time',
      'shows.starts_at',
      'shows.ends_at',
      'shows.cancelled_at',
      'theaters.id as theater_id',
      'theaters.name as theater_name',
      'movies.id as movie_id',
      'movies.title as movie_title',
      'screens.name as screen',
      sql<number>`(SELECT count(*) FROM screen_seats WHERE screen_seats.screen_id = shows.screen_id)::int`.as(
        'capacity',
      ),
      sql<number>`coalesce((SELECT sum(cardinality(b.seat_numbers)) FROM bookings b
        WHERE b.show_id = shows.id AND b.status <> 'CANCELLED'), 0)::int`.as('sold'),
      sql<number>`coalesce((SELECT sum(cardinality(b.seat_numbers)) FROM bookings b
        WHERE b.show_id = shows.id AND b.status <> 'CANCELLED' AND b.used_at IS NOT NULL), 0)::int`.as('admitted'),
      sql<number>`(SELECT count(*) FROM seat_claims c
        WHERE c.show_id = shows.id AND c.kind = 'HOLD' AND c.expires_at > ${now})::int`.as('held'),
    ])
    .where(sql<SqlBool>`${sql.join(conditions, sql` AND `)}`)
    .orderBy('shows.starts_at')
    .orderBy('theaters.name')
    .orderBy('screens.name')
    .execute();

  return rows.map((row) => ({
    showId: row.id,
    cinema: { id: row.theater_id, name: row.theater_name },
    screen: row.screen,
    movie: { id: row.movie_id, title: row.movie_title },
    showDate: row.show_date,
    startTime: row.start_time.slice(0, 5),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    cancelled: row.cancelled_at !== null,
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    admitted: row.admitted,
    occupancyPercent: row.capacity > 0 ? Math.round((row.sold / row.capacity) * 1000) / 10 : 0,
  }));
}
