import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/errors.js';
import { toLocal } from '../../lib/cinema-time.js';
import { canActFor, type BackOfficeUser } from './access.js';
import { assertAdmitsFor } from './door-access.js';
import type { ScanResult } from './schemas.js';

type ScannedBooking = NonNullable<ScanResult['booking']>;

const MINUTE_MS = 60_000;

/** "23 Nov, 7:45 PM" on the cinema's clock. */
function cinemaClock(instant: Date, timeZone: string): string {
  const local = toLocal(instant, timeZone);
  const [year, month, day] = local.date.split('-').map(Number);
  const [hours, minutes] = local.time.split(':').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${date}, ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/**
 * The door check, for the show the door is admitting for (a show of a cinema the staff account admits for,
 * else 404/403; a cancelled show admits nobody). Order of checks: the signature (offline, no database), the booking it names, its cinema
 * (another cinema's ticket: nothing about it is told to theatre-bound staff), its show (a ticket of another
 * show of this cinema is "wrong show", naming its own), cancellation, an earlier admission, the admission
 * window (from TICKET_ADMISSION_OPENS_MINUTES before the start until the show ends); then one
 * conditional UPDATE admits the ticket, so of two scans at the same moment — on any API processes —
 * exactly one sees "admitted" and the other "already used".
 */
export function createScanService(ctx: AppContext) {
  const { db } = ctx;

  function findBooking(bookingId: number, reference: string) {
    return db
      .selectFrom('bookings')
      .innerJoin('shows', 'shows.id', 'bookings.show_id')
      .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
      .innerJoin('movies', 'movies.id', 'shows.movie_id')
      .innerJoin('screens', 'screens.id', 'shows.screen_id')
      .leftJoin('users as staff', 'staff.id', 'bookings.used_by')
      .select([
        'bookings.id',
        'bookings.reference',
        'bookings.status',
        'bookings.seat_numbers',
        'bookings.used_at',
        'staff.email as used_by_email',
        'shows.id as show_id',
        'screens.name as screen',
        'shows.show_date',
        'shows.start_time',
        'shows.starts_at',
        'shows.ends_at',
        'movies.title',
        'theaters.id as theater_id',
        'theaters.name as theater_name',
        'theaters.time_zone',
      ])
      .where('bookings.id', '=', bookingId)
      .where('bookings.reference', '=', reference)
      .executeTakeFirst();
  }

  function alreadyUsed(booking: ScannedBooking, usedAt: Date, usedBy: string | null, timeZone: string): ScanResult {
    const by = usedBy ?? 'a staff account that no longer exists';
    return {
      result: 'already_used',
      booking,
      usedAt: usedAt.toISOString(),
      ...(usedBy ? { usedBy } : {}),
      message: `Already used: admitted on ${cinemaClock(usedAt, timeZone)} by ${by}.`,
    };
  }

  /** The show the door admits for, refused when it does not exist or is another cinema's for this account. */
  async function doorShow(staff: BackOfficeUser, showId: number) {
    const show = await db
      .selectFrom('shows')
      .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
      .innerJoin('movies', 'movies.id', 'shows.movie_id')
      .innerJoin('screens', 'screens.id', 'shows.screen_id')
      .select([
        'shows.id',
        'shows.starts_at',
        'shows.cancelled_at',
        'movies.title',
        'screens.name as screen',
        'theaters.id as theater_id',
        'theaters.name as theater_name',
        'theaters.time_zone',
      ])
      .where('shows.id', '=', showId)
      .executeTakeFirst();
    if (!show) throw notFound('Show not found: choose the show you are admitting for again.');
    await assertAdmitsFor(ctx, staff, show.theater_id);
    return show;
  }

  return {
    async scan(staff: BackOfficeUser, qr: string, showId: number): Promise<ScanResult> {
      const door = await doorShow(staff, showId);
      if (door.cancelled_at) {
        // The show's bookings were all cancelled and refunded with it: nobody is admitted, whatever the ticket.
        return {
          result: 'cancelled',
          message: `This show was cancelled: ${door.title}, ${cinemaClock(door.starts_at, door.time_zone)}, ${door.screen}. No ticket for it is admitted.`,
        };
      }
      const ticket = ctx.ticketSigner.verify(qr.trim());
      if (!ticket) {
        return {
          result: 'invalid',
          reason: 'forged',
          message: 'Not a valid ReelTime ticket: the code was altered, forged or is not a ticket.',
        };
      }
      const row = await findBooking(ticket.bookingId, ticket.ref);
      if (!row) {
        return {
          result: 'invalid',
          reason: 'unknown_booking',
          message: `Booking ${ticket.ref} no longer exists: the ticket is not valid.`,
        };
      }
      // Times on the door are the ticket's cinema's clock.
      const timeZone = row.time_zone;
      const booking: ScannedBooking = {
        reference: row.reference,
        movieTitle: row.title,
        theaterName: row.theater_name,
        showDate: row.show_date,
        startTime: row.start_time,
        seats: row.seat_numbers,
      };
      if (row.theater_id !== door.theater_id) {
        // An account learns nothing of a booking of a cinema it does not work for; of its own cinemas it may read it.
        const ownCinema = canActFor(staff, row.theater_id);
        return ownCinema
          ? {
              result: 'invalid',
              reason: 'other_cinema',
              booking,
              message: `This ticket is for ${row.theater_name}, not ${door.theater_name}.`,
            }
          : { result: 'invalid', reason: 'other_cinema', message: `This ticket is not for ${door.theater_name}.` };
      }
      if (row.show_id !== door.id) {
        return {
          result: 'wrong_show',
          booking,
          message: `Wrong show: this ticket is for ${row.title}, ${cinemaClock(row.starts_at, timeZone)}, ${row.screen}.`,
        };
      }
      if (row.status === 'CANCELLED') {
        return {
          result: 'cancelled',
          booking,
          message: `Booking ${row.reference} was cancelled: the ticket is not valid.`,
        };
      }
      if (row.used_at) return alreadyUsed(booking, row.used_at, row.used_by_email, row.time_zone);

      const now = ctx.now();
      const endsAt = row.ends_at;
      if (now >= endsAt) {
        return {
          result: 'invalid',
          reason: 'show_ended',
          booking,
          message: `This show ended on ${cinemaClock(endsAt, timeZone)}: the ticket is no longer valid.`,
        };
      }
      const opensAt = new Date(row.starts_at.getTime() - ctx.config.admissionOpensMinutes * MINUTE_MS);
      if (now < opensAt) {
        return {
          result: 'invalid',
          reason: 'too_early',
          booking,
          message: `Too early: this ticket is for ${cinemaClock(row.starts_at, timeZone)}. Admission opens ${cinemaClock(opensAt, timeZone)}.`,
        };
      }

      // Admitted and written into the booking's history together, by the staff account at the door.
      const admitted = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('bookings')
          .set({ used_at: now, used_by: staff.id })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .where('status', '=', 'CONFIRMED')
          .returning('used_at')
          .executeTakeFirst();
        if (updated) {
          await trx
            .insertInto('booking_events')
            .values({ booking_id: row.id, kind: 'ADMITTED', at: now, actor_id: staff.id })
            .execute();
        }
        return updated;
      });
      if (admitted) {
        const count = row.seat_numbers.length;
        return {
          result: 'admitted',
          booking,
          usedAt: now.toISOString(),
          usedBy: staff.email,
          message: `Admit ${count} ${count === 1 ? 'guest' : 'guests'}: seat${count === 1 ? '' : 's'} ${row.seat_numbers.join(', ')}.`,
        };
      }
      // Someone else got there first (another door, another API process), or it was cancelled meanwhile.
      const latest = await findBooking(row.id, row.reference);
      if (latest?.used_at) return alreadyUsed(booking, latest.used_at, latest.used_by_email, latest.time_zone);
      return {
        result: 'cancelled',
        booking,
        message: `Booking ${row.reference} was cancelled: the ticket is not valid.`,
      };
    },
  };
}
