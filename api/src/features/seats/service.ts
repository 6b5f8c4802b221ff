import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import { tooManyRequests } from '../limits/rate-limiter.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import { convenienceFeePaise, paiseToRupees } from '../../lib/money.js';
import type { Hold } from './schemas.js';
import { compareSeats, findShow, noSuchSeats, seatsOnSale, shareShowSeats } from './shows.js';
import { seatMapsFor } from './seat-map.js';

export const MAX_SEATS_PER_BOOKING = 10;

/** Checks the seat-count rules (1 to 10 seats, none twice) and returns the seats sorted, which also fixes the lock order. */
export function checkSeatSelection(seatNumbers: string[] | undefined): string[] {
  if (!seatNumbers || seatNumbers.length === 0) throw badRequest('Please select at least one seat');
  if (seatNumbers.length > MAX_SEATS_PER_BOOKING) throw badRequest('You can only select up to 10 seats');
  const sorted = [...new Set(seatNumbers)].sort(compareSeats);
  if (sorted.length !== seatNumbers.length) throw badRequest('seatNumbers must not contain the same seat twice');
  return sorted;
}

/** The 409 for seats someone else holds or bought. */
export function seatsUnavailable(seats: string[]) {
  return conflict(
    `Sorry, ${seats.length === 1 ? 'seat' : 'seats'} ${seats.join(', ')} ${seats.length === 1 ? 'is' : 'are'} no longer available. Please choose different seats.`,
  );
}

export function fees(ticketFeePaise: number) {
  const convenience = convenienceFeePaise(ticketFeePaise);
  return { ticketFeePaise, convenienceFeePaise: convenience, totalPaise: ticketFeePaise + convenience };
}

/**
 * One account books one show at a time (as the leading sites do): a hold on another show starts a new
 * booking session and releases the account's holds beyond the newest `maxShows` shows. Returns the shows released.
 */
async function releaseOlderSessions(
  trx: Transaction<Database>,
  userId: number,
  currentShowId: number,
  maxShows: number,
  now: Date,
): Promise<number[]> {
  const others = await trx
    .selectFrom('seat_claims')
    .select('show_id')
    .select((eb) => eb.fn.max('expires_at').as('endsAt'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'HOLD')
    .where('expires_at', '>', now)
    .where('show_id', '!=', currentShowId)
    .groupBy('show_id')
    .orderBy('endsAt', 'desc')
    .orderBy('show_id', 'desc')
    .execute();
  const released = others.slice(maxShows - 1).map((row) => row.show_id);
  if (released.length === 0) return [];
  await trx
    .deleteFrom('seat_claims')
    .where('user_id', '=', userId)
    .where('kind', '=', 'HOLD')
    .where('show_id', 'in', released)
    .execute();
  return released;
}

export function createSeatService(ctx: AppContext) {
  const { db } = ctx;
  const caches = cacheInvalidationFor(ctx);
  const seatMaps = seatMapsFor(ctx);

  return {
    /**
     * Holds the seats for the caller, replacing the caller's previous hold on this show. Seats the show's seat map
     * shows taken are refused from the map this process already has, before any query, lock or rate-limit count
     * (in a rush most tries are for seats someone just took); then, in one transaction, the seat_claims primary key
     * arbitrates between concurrent callers, and an expired hold is simply taken over.
     */
    async hold(userId: number, showId: number, requested: string[], address: string): Promise<Hold> {
      const seats = checkSeatSelection(requested);
      const { limits } = ctx.config;
      const now = ctx.now();
      const { startsAt, prices, taken, unknown } = await seatMaps.asShown(showId, seats, userId, now);
      if (startsAt <= now) throw badRequest('This show has already started. Please pick another showtime.');
      if (unknown.length > 0) throw noSuchSeats(unknown);
      if (taken.length > 0) throw seatsUnavailable(taken);
      await ctx.limiter.consume(
        [
          { key: `hold:account:${userId}`, rule: limits.holdAccount },
          { key: `hold@${address}`, rule: limits.holdAddress },
        ],
        'You have changed your seats too many times. Please wait a few minutes and try again.',
      );
      let expiresAt = new Date(now.getTime() + ctx.config.holdSeconds * 1000);
      const perAddress = limits.holdSeatsPerAddressPerShow > 0 ? address : undefined;

      const released = await inTransaction(db, async (trx) => {
        await shareShowSeats(trx, showId, userId, perAddress);
        // Read again under the lock every show change and layout save also takes: a show cancelled, or a seat dropped
        // by a new layout, between the checks above and this lock is not held.
        const underLock = await seatsOnSale(trx, showId, seats, { userId, now, address: perAddress });
        const gone = seats.filter((seat) => !underLock.prices.has(seat));
        if (gone.length > 0) throw seatsUnavailable(gone);
        for (const [seat, price] of underLock.prices) prices.set(seat, price);
        // Changing seats stays within the payment session the first hold started: never a later expiry.
        if (underLock.sessionEndsAt)
          expiresAt = new Date(Math.min(expiresAt.getTime(), underLock.sessionEndsAt.getTime()));

        // Many accounts from one address cannot hold a show's seats away from everyone else.
        if (perAddress !== undefined && underLock.heldFromAddress + seats.length > limits.holdSeatsPerAddressPerShow) {
          throw tooManyRequests(
            Math.max(1_000, ctx.config.holdSeconds * 1000),
            'Too many seats of this show are already being held from your network. Please try again when those bookings are complete.',
          );
        }
        await trx
          .deleteFrom('seat_claims')
          .where('show_id', '=', showId)
          .where('user_id', '=', userId)
          .where('kind', '=', 'HOLD')
          .where('seat_number', 'not in', seats)
          .execute();
        const claimed = await trx
          .insertInto('seat_claims')
          .values(
            seats.map((seat) => ({
              show_id: showId,
              seat_number: seat,
              user_id: userId,
              kind: 'HOLD' as const,
              booking_id: null,
              expires_at: expiresAt,
              client_address: address,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['show_id', 'seat_number'])
              .doUpdateSet((eb) => ({
                user_id: eb.ref('excluded.user_id'),
                expires_at: eb.ref('excluded.expires_at'),
                client_address: eb.ref('excluded.client_address'),
              }))
              .where((eb) =>
                eb.and([
                  eb('seat_claims.kind', '=', 'HOLD'),
                  eb.or([eb('seat_claims.expires_at', '<=', now), eb('seat_claims.user_id', '=', userId)]),
                ]),
              ),
          )
          .returning('seat_number')
          .execute();
        if (claimed.length !== seats.length) {
          const won = new Set(claimed.map((row) => row.seat_number));
          throw seatsUnavailable(seats.filter((seat) => !won.has(seat)));
        }
        return limits.holdShowsPerAccount > 0
          ? releaseOlderSessions(trx, userId, showId, limits.holdShowsPerAccount, now)
          : [];
      });
      for (const changed of [showId, ...released]) caches.invalidateSeats(changed);

      const {
        ticketFeePaise,
        convenienceFeePaise: convenience,
        totalPaise,
      } = fees(seats.reduce((sum, seat) => sum + prices.get(seat)!, 0));
      return {
        slotId: showId,
        seatNumbers: seats,
        ticketFee: paiseToRupees(ticketFeePaise),
        convenienceFee: paiseToRupees(convenience),
        totalAmount: paiseToRupees(totalPaise),
        holdExpiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * Gives up the caller's unpaid hold on the show (the customer left the booking), so everyone else can take
     * those seats at once: the seat_claims trigger announces them AVAILABLE. Other accounts' holds and booked
     * seats are untouched; holding nothing there is not an error.
     */
    async release(userId: number, showId: number): Promise<void> {
      await findShow(db, showId);
      const released = await inTransaction(db, async (trx) => {
        await shareShowSeats(trx, showId, userId);
        const deleted = await trx
          .deleteFrom('seat_claims')
          .where('show_id', '=', showId)
          .where('user_id', '=', userId)
          .where('kind', '=', 'HOLD')
          .executeTakeFirst();
        return deleted.numDeletedRows > 0n;
      });
      if (released) caches.invalidateSeats(showId);
    },
  };
}
