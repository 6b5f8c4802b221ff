import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { addDays, toLocal } from '../../lib/cinema-time.js';
import { DATE_MESSAGE, type AdminShow, type Staff } from './schemas.js';

const MINUTE_MS = 60_000;

/** Refuses a cinema the account does not admit for: an account of named cinemas sees only those. */
export function assertAdmitsFor(staff: Staff, theaterId: number): void {
  if (!staff.allCinemas && !staff.cinemas.some((cinema) => cinema.id === theaterId)) {
    throw forbidden(`This account admits tickets for ${staff.cinemas.map((cinema) => cinema.name).join(', ')} only.`);
  }
}

/**
 * The shows a door can admit for: one day's shows (cinema time) of the cinemas the staff account admits for,
 * each with what the door needs to pick "the current or next show" (start, end, when admission opens) and
 * how it is going (seats sold and admitted). Today also lists the day before's shows still running.
 */
export function createShowsService(ctx: AppContext) {
  const { db } = ctx;
  const timeZone = ctx.config.cinemaTimeZone;

  return {
    async list(staff: Staff, query: { date?: string; theaterId?: number }): Promise<{ date: string; shows: AdminShow[] }> {
      const now = ctx.now();
      const today = toLocal(now, timeZone).date;
      const date = query.date ?? today;
      // The pattern lets through dates no calendar has (2026-02-30): a real date survives a round trip.
      if (addDays(date, 0) !== date) throw badRequest(DATE_MESSAGE);
      const theaterId = query.theaterId ?? (staff.cinemas.length === 1 && !staff.allCinemas ? staff.cinemas[0].id : undefined);
      const scope = staff.allCinemas ? undefined : staff.cinemas.map((cinema) => cinema.id);
      if (theaterId !== undefined) {
        assertAdmitsFor(staff, theaterId);
        const exists = await db.selectFrom('theaters').select('id').where('id', '=', theaterId).executeTakeFirst();
        if (!exists) throw notFound('Cinema not found.');
      }
      const seatsOf = (admittedOnly: boolean) => sql<number>`coalesce((
        SELECT sum(cardinality(b.seat_numbers)) FROM bookings b
        WHERE b.show_id = shows.id AND b.status <> 'CANCELLED' ${admittedOnly ? sql`AND b.used_at IS NOT NULL` : sql``}
      ), 0)::int`;
      const rows = await db.selectFrom('shows')
        .innerJoin('movies', 'movies.id', 'shows.movie_id')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .innerJoin('screens', 'screens.id', 'shows.screen_id')
        .select([
          'shows.id', 'movies.title', 'theaters.id as theater_id', 'theaters.name as theater_name', 'screens.name as screen',
          'shows.show_date', 'shows.start_time', 'shows.starts_at', 'shows.ends_at',
          seatsOf(false).as('seats_sold'), seatsOf(true).as('seats_admitted'),
        ])
        .where((eb) => eb.or([
          eb('shows.show_date', '=', date),
          ...(date === today ? [eb.and([eb('shows.show_date', '=', addDays(today, -1)), eb('shows.ends_at', '>', now)])] : []),
        ]))
        .$if(theaterId !== undefined, (qb) => qb.where('shows.theater_id', '=', theaterId!))
        .$if(theaterId === undefined && scope !== undefined, (qb) => qb.where('shows.theater_id', 'in', scope!))
        .orderBy('shows.starts_at').orderBy('theaters.name').orderBy('screens.name')
        .execute();
      const opensBeforeMs = ctx.config.admissionOpensMinutes * MINUTE_MS;
      return {
        date,
        shows: rows.map((row) => ({
          id: row.id,
          movieTitle: row.title,
          theater: { id: row.theater_id, name: row.theater_name },
          screen: row.screen,
          showDate: row.show_date,
          startTime: row.start_time,
          startsAt: row.starts_at.toISOString(),
          endsAt: row.ends_at.toISOString(),
          admissionOpensAt: new Date(row.starts_at.getTime() - opensBeforeMs).toISOString(),
          seatsSold: row.seats_sold,
          seatsAdmitted: row.seats_admitted,
        })),
      };
    },
  };
}
