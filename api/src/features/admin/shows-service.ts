import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { addDays, toLocal } from '../../lib/cinema-time.js';
import { cinemaScope, type BackOfficeUser } from './access.js';
import { assertAdmitsFor } from './door-access.js';
import { DATE_MESSAGE, type AdminShow } from './schemas.js';

const MINUTE_MS = 60_000;

/**
 * The shows a door can admit for: one day's live shows (each cinema's own date and clock) of the cinemas the
 * staff account admits for, each with what the door needs to pick "the current or next show" (start, end, when
 * admission opens) and how it is going (seats sold and admitted). A cinema's today also lists its day before's shows
 * still running. Cancelled shows are left out: none of their tickets is admitted.
 */
export function createShowsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(
      staff: BackOfficeUser,
      query: { date?: string; theaterId?: number },
    ): Promise<{ date: string; shows: AdminShow[] }> {
      const now = ctx.now();
      // The pattern lets through dates no calendar has (2026-02-30): a real date survives a round trip.
      if (query.date !== undefined && addDays(query.date, 0) !== query.date) throw badRequest(DATE_MESSAGE);
      const theaterId =
        query.theaterId ?? (staff.cinemaIds.length === 1 && !staff.allCinemas ? staff.cinemaIds[0] : undefined);
      const scope = cinemaScope(staff);
      let listedZone = ctx.config.cinemaTimeZone;
      if (theaterId !== undefined) {
        await assertAdmitsFor(ctx, staff, theaterId);
        const cinema = await db
          .selectFrom('theaters')
          .select(['id', 'time_zone'])
          .where('id', '=', theaterId)
          .executeTakeFirst();
        if (!cinema) throw notFound('Cinema not found.');
        listedZone = cinema.time_zone;
      }
      const date = query.date ?? toLocal(now, listedZone).date;
      const seatsOf = (admittedOnly: boolean) => sql<number>`coalesce((
        SELECT sum(cardinality(b.seat_numbers)) FROM bookings b
        WHERE b.show_id = shows.id AND b.status <> 'CANCELLED' ${admittedOnly ? sql`AND b.used_at IS NOT NULL` : sql``}
      ), 0)::int`;
      // Candidates: the day asked for and the day before (each cinema's today is within a day of any other's).
      const rows = await db
        .selectFrom('shows')
        .innerJoin('movies', 'movies.id', 'shows.movie_id')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .innerJoin('screens', 'screens.id', 'shows.screen_id')
        .select([
          'shows.id',
          'movies.title',
          'theaters.id as theater_id',
          'theaters.name as theater_name',
          'theaters.time_zone',
          'screens.name as screen',
          'shows.show_date',
          'shows.start_time',
          'shows.starts_at',
          'shows.ends_at',
          seatsOf(false).as('seats_sold'),
          seatsOf(true).as('seats_admitted'),
        ])
        .where('shows.cancelled_at', 'is', null)
        .where((eb) =>
          query.date !== undefined
            ? eb.or([
                eb('shows.show_date', '=', date),
                eb.and([eb('shows.show_date', '=', addDays(date, -1)), eb('shows.ends_at', '>', now)]),
              ])
            : eb.and([eb('shows.show_date', '>=', addDays(date, -2)), eb('shows.show_date', '<=', addDays(date, 1))]),
        )
        .$if(theaterId !== undefined, (qb) => qb.where('shows.theater_id', '=', theaterId!))
        .$if(theaterId === undefined && scope !== undefined, (qb) => qb.where('shows.theater_id', 'in', scope!))
        .orderBy('shows.starts_at')
        .orderBy('theaters.name')
        .orderBy('screens.name')
        .execute();
      const opensBeforeMs = ctx.config.admissionOpensMinutes * MINUTE_MS;
      const listed = rows.filter((row) => {
        const today = toLocal(now, row.time_zone).date;
        const day = query.date ?? today;
        return row.show_date === day || (day === today && row.show_date === addDays(today, -1) && row.ends_at > now);
      });
      return {
        date,
        shows: listed.map((row) => ({
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
