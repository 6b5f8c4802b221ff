import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { inTransaction, isUniqueViolation } from '../../../db/transaction.js';
import { ApiError, conflict, notFound } from '../../../http/errors.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { compareSeats, lockShowSeats } from '../../seats/shows.js';
import { assertCanActFor, canActFor, type BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { findCinema } from './cinemas-service.js';
import { layoutOfSeats, seatsByTier, seatsOfLayout, type LayoutSeat } from './layout.js';
import type { Screen, ScreenBody, ScreenSummary } from './schemas.js';

export const SCREEN_NOT_FOUND = 'Screen not found';

const nameTaken = (name: string) => conflict(`This cinema already has a screen named "${name}". Choose another name.`);

async function readScreen(
  db: Kysely<Database>,
  screen: { id: number; theater_id: number; name: string },
): Promise<Screen> {
  const [tiers, seats] = await Promise.all([
    db.selectFrom('screen_tiers').select(['tier', 'price_paise']).where('screen_id', '=', screen.id).execute(),
    db
      .selectFrom('screen_seats')
      .select(['row_label', 'seat_index', 'column_number', 'tier', 'kind'])
      .where('screen_id', '=', screen.id)
      .execute(),
  ]);
  return {
    id: screen.id,
    cinemaId: screen.theater_id,
    name: screen.name,
    seatCount: seats.length,
    seatsByTier: seatsByTier(seats),
    layout: layoutOfSeats(tiers, seats),
  };
}

async function writeLayout(
  trx: Transaction<Database>,
  screenId: number,
  body: ScreenBody,
  seats: LayoutSeat[],
): Promise<void> {
  await trx.deleteFrom('screen_seats').where('screen_id', '=', screenId).execute();
  await trx.deleteFrom('screen_tiers').where('screen_id', '=', screenId).execute();
  if (body.layout.tiers.length > 0) {
    await trx
      .insertInto('screen_tiers')
      .values(body.layout.tiers.map((tier) => ({ screen_id: screenId, tier: tier.tier, price_paise: tier.pricePaise })))
      .execute();
  }
  await trx
    .insertInto('screen_seats')
    .values(
      seats.map((seat) => ({
        screen_id: screenId,
        seat_number: seat.seatNumber,
        row_label: seat.row,
        seat_index: seat.number,
        column_number: seat.column,
        tier: seat.tier,
        kind: seat.kind,
      })),
    )
    .execute();
}

interface LayoutConflict {
  seatNumber: string;
  showId: number;
  movieTitle: string;
  showDate: string;
  startTime: string;
}

/**
 * Booked or held seats of the screen's live shows that have not ended, which the new layout would drop or move to
 * another row or column. Locks those shows' seats first, so no hold or payment slips in until the layout commits.
 */
async function seatsInTheWay(
  trx: Transaction<Database>,
  screenId: number,
  now: Date,
  seats: LayoutSeat[],
): Promise<{ conflicts: LayoutConflict[]; shows: { id: number; movie_id: number }[] }> {
  const shows = await trx
    .selectFrom('shows')
    .select(['id', 'movie_id'])
    .where('screen_id', '=', screenId)
    .where('cancelled_at', 'is', null)
    .where('ends_at', '>', now)
    .orderBy('id')
    .execute();
  for (const show of shows) await lockShowSeats(trx, show.id);
  if (shows.length === 0) return { conflicts: [], shows };
  const claimed = await trx
    .selectFrom('seat_claims as claim')
    .innerJoin('shows', 'shows.id', 'claim.show_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .innerJoin('screen_seats as seat', (join) =>
      join.onRef('seat.seat_number', '=', 'claim.seat_number').on('seat.screen_id', '=', screenId),
    )
    .select([
      'claim.seat_number',
      'seat.row_label',
      'seat.column_number',
      'shows.id as show_id',
      'movies.title',
      'shows.show_date',
      'shows.start_time',
      'shows.starts_at',
    ])
    .where(
      'claim.show_id',
      'in',
      shows.map((show) => show.id),
    )
    .where((eb) => eb.or([eb('claim.kind', '=', 'BOOKED'), eb('claim.expires_at', '>', now)]))
    .execute();
  const kept = new Map(seats.map((seat) => [seat.seatNumber, seat]));
  const conflicts = claimed
    .filter((claim) => {
      const seat = kept.get(claim.seat_number);
      return !seat || seat.row !== claim.row_label || seat.column !== claim.column_number;
    })
    .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime() || compareSeats(a.seat_number, b.seat_number))
    .map((claim) => ({
      seatNumber: claim.seat_number,
      showId: claim.show_id,
      movieTitle: claim.title,
      showDate: claim.show_date,
      startTime: claim.start_time.slice(0, 5),
    }));
  return { conflicts, shows };
}

function conflictMessage(conflicts: LayoutConflict[]): string {
  const byShow = new Map<number, LayoutConflict[]>();
  for (const item of conflicts) byShow.set(item.showId, [...(byShow.get(item.showId) ?? []), item]);
  const shown = [...byShow.values()].slice(0, 5).map((items) => {
    const { movieTitle, showDate, startTime } = items[0];
    return `${items.map((item) => item.seatNumber).join(', ')} (${movieTitle}, ${showDate} ${startTime})`;
  });
  const more = byShow.size > 5 ? ` and ${byShow.size - 5} more show(s)` : '';
  return `This layout would drop or move seats booked or held for shows ahead: ${shown.join('; ')}${more}. Keep those seats where they are, or cancel those bookings first.`;
}

export function createScreensService(ctx: AppContext) {
  const { db } = ctx;
  const caches = cacheInvalidationFor(ctx);

  /** The screen row if it belongs to a cinema of the account (404 otherwise, as for no such screen). */
  async function screenRow(executor: Kysely<Database>, user: BackOfficeUser, id: number, lock = false) {
    let query = executor.selectFrom('screens').select(['id', 'theater_id', 'name']).where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row || !canActFor(user, row.theater_id)) throw notFound(SCREEN_NOT_FOUND);
    return row;
  }

  return {
    /** A cinema's screens by name, with their seat counts. */
    async list(user: BackOfficeUser, cinemaId: number): Promise<ScreenSummary[]> {
      await findCinema(db, user, cinemaId);
      const screens = await db
        .selectFrom('screens')
        .select(['id', 'theater_id', 'name'])
        .where('theater_id', '=', cinemaId)
        .orderBy('name')
        .execute();
      const seats =
        screens.length === 0
          ? []
          : await db
              .selectFrom('screen_seats')
              .select(['screen_id', 'tier'])
              .where(
                'screen_id',
                'in',
                screens.map((screen) => screen.id),
              )
              .execute();
      return screens.map((screen) => {
        const own = seats.filter((seat) => seat.screen_id === screen.id);
        return {
          id: screen.id,
          cinemaId: screen.theater_id,
          name: screen.name,
          seatCount: own.length,
          seatsByTier: seatsByTier(own),
        };
      });
    },

    async get(user: BackOfficeUser, id: number): Promise<Screen> {
      return readScreen(db, await screenRow(db, user, id));
    },

    async create(user: BackOfficeUser, cinemaId: number, body: ScreenBody): Promise<Screen> {
      assertCanActFor(user, cinemaId, 'Cinema not found');
      const seats = seatsOfLayout(body.layout);
      const name = body.name.trim();
      try {
        return await inTransaction(db, async (trx) => {
          await findCinema(trx, user, cinemaId);
          const { id } = await trx
            .insertInto('screens')
            .values({ theater_id: cinemaId, name })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeLayout(trx, id, body, seats);
          const screen = await readScreen(trx, { id, theater_id: cinemaId, name });
          await recordAudit(trx, user, {
            action: 'create',
            entity: 'screen',
            entityId: id,
            theaterId: cinemaId,
            before: null,
            after: screen,
          });
          return screen;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'screens_theater_id_name_key')) throw nameTaken(name);
        throw error;
      }
    },

    /**
     * Renames a screen and replaces its layout. Refused (409) when a seat booked or held for a show ahead would be
     * dropped or moved. Shows ahead get the screen's default price for a tier they had no price for; their seat maps
     * and their movies' details change at once for customers.
     */
    async update(user: BackOfficeUser, id: number, body: ScreenBody): Promise<Screen> {
      const seats = seatsOfLayout(body.layout);
      const name = body.name.trim();
      const now = ctx.now();
      let result: { screen: Screen; shows: { id: number; movie_id: number }[] };
      try {
        result = await inTransaction(db, async (trx) => {
          const row = await screenRow(trx, user, id, true);
          const before = await readScreen(trx, row);
          const { conflicts, shows } = await seatsInTheWay(trx, id, now, seats);
          if (conflicts.length > 0) throw new ApiError(409, conflictMessage(conflicts), { details: { conflicts } });
          await trx.updateTable('screens').set({ name }).where('id', '=', id).execute();
          await writeLayout(trx, id, body, seats);
          if (shows.length > 0) {
            const usedTiers = [...new Set(seats.map((seat) => seat.tier))];
            await trx
              .insertInto('show_prices')
              .columns(['show_id', 'tier', 'price_paise'])
              .expression((eb) =>
                eb
                  .selectFrom('shows')
                  .innerJoin('screen_tiers', 'screen_tiers.screen_id', 'shows.screen_id')
                  .select(['shows.id', 'screen_tiers.tier', 'screen_tiers.price_paise'])
                  .where(
                    'shows.id',
                    'in',
                    shows.map((show) => show.id),
                  )
                  .where('screen_tiers.tier', 'in', usedTiers),
              )
              .onConflict((oc) => oc.columns(['show_id', 'tier']).doNothing())
              .execute();
          }
          const screen = await readScreen(trx, { ...row, name });
          await recordAudit(trx, user, {
            action: 'update',
            entity: 'screen',
            entityId: id,
            theaterId: row.theater_id,
            before,
            after: screen,
          });
          return { screen, shows };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'screens_theater_id_name_key')) throw nameTaken(name);
        throw error;
      }
      for (const show of result.shows) caches.invalidateShow(show.id);
      for (const movieId of new Set(result.shows.map((show) => show.movie_id))) caches.invalidateMovie(movieId);
      return result.screen;
    },
  };
}
