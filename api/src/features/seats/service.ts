import type { AppContext } from '../../app-context.js';
import { sql } from 'kysely';
import { inTransaction, retryingConflicts } from '../../db/transaction.js';
import { refusalOf } from '../../db/refusal.js';
import { badRequest, conflict } from '../../http/errors.js';
import { tooManyRequests } from '../limits/rate-limiter.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import { convenienceFeePaise, paiseToRupees } from '../../lib/money.js';
import type { Hold } from './schemas.js';
import { confirmCaller, type ClaimedCaller } from '../auth/authenticate.js';
import { compareSeats, findShow, noSuchSeats, shareShowSeats, showGone } from './shows.js';
import { seatMapsFor } from './seat-map.js';
import { HoldsUnderWay } from './holds-under-way.js';

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

/** What a hold's statement answers: the hold's end, the seats' prices (paise), and the shows whose holds it released. */
interface HoldResult {
  expiresAtMs: number;
  prices: Record<string, number>;
  released: number[];
}

/** The answer to a hold the statement refused (show gone, seats taken meanwhile, too many held from the address). */
function holdRefusal(refusal: ReturnType<typeof refusalOf>, holdSeconds: number) {
  switch (refusal?.code) {
    case 'RS404':
      return showGone(refusal.detail);
    case 'RS409':
      return seatsUnavailable(JSON.parse(refusal.detail) as string[]);
    case 'RS429':
      return tooManyRequests(
        Math.max(1_000, holdSeconds * 1000),
        'Too many seats of this show are already being held from your network. Please try again when those bookings are complete.',
      );
    default:
      return undefined;
  }
}

export function createSeatService(ctx: AppContext) {
  const { db } = ctx;
  const caches = cacheInvalidationFor(ctx);
  const seatMaps = seatMapsFor(ctx);
  const holdsUnderWay = new HoldsUnderWay();

  /** Confirms the account, counts the try against its limits, then holds the seats in one statement. */
  async function holdInDatabase(caller: ClaimedCaller, showId: number, seats: string[], address: string) {
    const { limits } = ctx.config;
    // The account's lookup and the limits' count are two queries of their own: sent together, one round trip. A
    // signed-out account's 401 comes before a 429.
    const [confirmed, counted] = await Promise.allSettled([
      confirmCaller(caller),
      ctx.limiter.consume(
        [
          { key: `hold:account:${caller.userId}`, rule: limits.holdAccount },
          { key: `hold@${address}`, rule: limits.holdAddress },
        ],
        'You have changed your seats too many times. Please wait a few minutes and try again.',
      ),
    ]);
    if (confirmed.status === 'rejected') throw confirmed.reason;
    if (counted.status === 'rejected') throw counted.reason;
    const userId = confirmed.value;
    // One statement, its own transaction (hold_seats, created by the migrations), takes the locks, reads the show and
    // the seats again under them and claims the seats: the seat_claims primary key arbitrates between concurrent
    // callers, an expired hold is simply taken over, and the account's holds beyond holdShowsPerAccount shows go.
    const now = ctx.now();
    const holdUntil = new Date(now.getTime() + ctx.config.holdSeconds * 1000);
    const statement = sql<{ held: HoldResult }>`SELECT hold_seats(${showId}::integer, ${userId}::integer,
      ${seats}::text[], ${now}::timestamptz, ${holdUntil}::timestamptz, ${address}::text,
      ${limits.holdSeatsPerAddressPerShow}::integer, ${limits.holdShowsPerAccount}::integer) AS held`;
    let held: HoldResult;
    try {
      held = (await retryingConflicts(() => statement.execute(db))).rows[0].held;
    } catch (error) {
      const refusal = refusalOf(error);
      // Seats taken that this process's map showed free: the map is behind another process's hold (its notification
      // still on the way). Drop it, so the tries waiting for these seats and the customer's next look read it afresh
      // instead of trying the same taken seats through the database one after another.
      if (refusal?.code === 'RS409') caches.invalidateSeats(showId);
      throw holdRefusal(refusal, ctx.config.holdSeconds) ?? error;
    }
    // Committed: this process's seat maps drop the show at once, before any try waiting for these seats looks again.
    for (const changed of [showId, ...held.released]) caches.invalidateSeats(changed);
    return held;
  }

  return {
    /**
     * Holds the seats for the caller, replacing the caller's previous hold on this show. Seats the show's seat map
     * shows taken are refused from the map this process already has, before any query (the account's own lookup
     * included), lock or rate-limit count: in a rush most tries are for seats someone just took. A try for seats
     * another try of this process is claiming waits for it, then looks at the map again (`HoldsUnderWay`). Then the
     * account is confirmed and one statement holds the seats (see below).
     */
    async hold(caller: ClaimedCaller, showId: number, requested: string[], address: string): Promise<Hold> {
      const seats = checkSeatSelection(requested);
      const refuseVisiblyTaken = async () => {
        const now = ctx.now();
        const { startsAt, taken, unknown } = await seatMaps.asShown(showId, seats, caller.userId, now);
        if (startsAt <= now) throw badRequest('This show has already started. Please pick another showtime.');
        if (unknown.length > 0) throw noSuchSeats(unknown);
        if (taken.length > 0) throw seatsUnavailable(taken);
      };
      const held = await holdsUnderWay.run(showId, seats, refuseVisiblyTaken, () =>
        holdInDatabase(caller, showId, seats, address),
      );
      const expiresAt = new Date(held.expiresAtMs);
      const prices = new Map(Object.entries(held.prices));

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
