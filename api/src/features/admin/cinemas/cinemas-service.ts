import type { Kysely } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { inTransaction, isUniqueViolation } from '../../../db/transaction.js';
import { conflict, notFound } from '../../../http/errors.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { assertCanActFor, cinemaScope, type BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Cinema, CinemaBody } from './schemas.js';
import { checkTimeZone } from './time-zone.js';

export const CINEMA_NOT_FOUND = 'Cinema not found';

const nameTaken = (name: string) => conflict(`A cinema named "${name}" already exists. Choose another name.`);

function selectCinemas(db: Kysely<Database>) {
  return db
    .selectFrom('theaters')
    .select([
      'theaters.id',
      'theaters.name',
      'theaters.city',
      'theaters.location',
      'theaters.time_zone',
      'theaters.facilities',
      'theaters.cancel_cutoff_minutes',
      'theaters.cancel_refund_percent',
      'theaters.cleaning_minutes',
    ])
    .select((eb) =>
      eb
        .selectFrom('screens')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('screens.theater_id', '=', 'theaters.id')
        .as('screen_count'),
    );
}

type CinemaRow = Awaited<ReturnType<ReturnType<typeof selectCinemas>['executeTakeFirstOrThrow']>>;

function toCinema(row: CinemaRow): Cinema {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: row.location,
    timeZone: row.time_zone,
    facilities: row.facilities,
    cancellationPolicy: { cutoffMinutes: row.cancel_cutoff_minutes, refundPercent: row.cancel_refund_percent },
    cleaningMinutes: row.cleaning_minutes,
    screenCount: Number(row.screen_count ?? 0),
  };
}

/** The columns a cinema body writes, trimmed; facilities without duplicates, in the order given. */
function columnsOf(body: CinemaBody) {
  return {
    name: body.name.trim(),
    city: body.city.trim(),
    location: body.address.trim(),
    time_zone: checkTimeZone(body.timeZone),
    facilities: [...new Set(body.facilities.map((facility) => facility.trim()))],
    cancel_cutoff_minutes: body.cancellationPolicy.cutoffMinutes,
    cancel_refund_percent: body.cancellationPolicy.refundPercent,
    cleaning_minutes: body.cleaningMinutes,
  };
}

/** A cinema of the account's scope (404 for others, as for a cinema that does not exist). */
export async function findCinema(db: Kysely<Database>, user: BackOfficeUser, id: number): Promise<Cinema> {
  assertCanActFor(user, id, CINEMA_NOT_FOUND);
  const row = await selectCinemas(db).where('theaters.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CINEMA_NOT_FOUND);
  return toCinema(row);
}

export function createCinemasService(ctx: AppContext) {
  const { db } = ctx;
  const caches = cacheInvalidationFor(ctx);

  return {
    /** The account's cinemas by name. */
    async list(user: BackOfficeUser): Promise<Cinema[]> {
      const scope = cinemaScope(user);
      if (scope?.length === 0) return [];
      let query = selectCinemas(db).orderBy('theaters.name');
      if (scope) query = query.where('theaters.id', 'in', scope);
      return (await query.execute()).map(toCinema);
    },

    get: (user: BackOfficeUser, id: number) => findCinema(db, user, id),

    /** A new cinema; a manager who creates one works for it from then on. */
    async create(user: BackOfficeUser, body: CinemaBody): Promise<Cinema> {
      const columns = columnsOf(body);
      try {
        return await inTransaction(db, async (trx) => {
          const { id } = await trx.insertInto('theaters').values(columns).returning('id').executeTakeFirstOrThrow();
          if (!user.allCinemas)
            await trx.insertInto('user_cinemas').values({ user_id: user.id, theater_id: id }).execute();
          const cinema = toCinema(await selectCinemas(trx).where('theaters.id', '=', id).executeTakeFirstOrThrow());
          await recordAudit(trx, user, {
            action: 'create',
            entity: 'cinema',
            entityId: id,
            theaterId: id,
            before: null,
            after: cinema,
          });
          return cinema;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'theaters_name_key') || isUniqueViolation(error, 'theaters_name_lower_key'))
          throw nameTaken(columns.name);
        throw error;
      }
    },

    /**
     * Edits a cinema. Its time zone stays while it has live shows that have not ended (their local dates and times
     * would no longer match their instants). Customers see a new name, address or cancellation policy at once.
     */
    async update(user: BackOfficeUser, id: number, body: CinemaBody): Promise<Cinema> {
      assertCanActFor(user, id, CINEMA_NOT_FOUND);
      const columns = columnsOf(body);
      let cinema: Cinema;
      try {
        cinema = await inTransaction(db, async (trx) => {
          const row = await selectCinemas(trx).where('theaters.id', '=', id).forUpdate().executeTakeFirst();
          if (!row) throw notFound(CINEMA_NOT_FOUND);
          const before = toCinema(row);
          if (before.timeZone !== columns.time_zone) {
            const upcoming = await trx
              .selectFrom('shows')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .where('theater_id', '=', id)
              .where('cancelled_at', 'is', null)
              .where('ends_at', '>', ctx.now())
              .executeTakeFirstOrThrow();
            if (Number(upcoming.count) > 0) {
              throw conflict(
                `timeZone cannot change while ${before.name} has ${upcoming.count} show(s) ahead scheduled in ${before.timeZone}. Cancel them first, or keep the time zone.`,
              );
            }
          }
          await trx.updateTable('theaters').set(columns).where('id', '=', id).execute();
          const after = toCinema(await selectCinemas(trx).where('theaters.id', '=', id).executeTakeFirstOrThrow());
          await recordAudit(trx, user, {
            action: 'update',
            entity: 'cinema',
            entityId: id,
            theaterId: id,
            before,
            after,
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'theaters_name_key') || isUniqueViolation(error, 'theaters_name_lower_key'))
          throw nameTaken(columns.name);
        throw error;
      }
      caches.invalidateCatalogue();
      return cinema;
    },
  };
}
