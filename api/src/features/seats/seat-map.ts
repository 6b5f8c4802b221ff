import { type AppContext, onePerApp } from '../../app-context.js';
import { RenderCache, renderJson, type RenderedResponse } from '../../http/rendered-response.js';
import { paiseToRupees } from '../../lib/money.js';
import type { Seat } from './schemas.js';
import type { ClaimedCaller } from '../auth/authenticate.js';
import { compareSeats, findShow } from './shows.js';

/**
 * How long this process may answer a show's seat map without asking the database again. Holds and bookings
 * committed through this process drop that show's copy at once (see `CacheInvalidation`); one made by another API process on the same database
 * shows here within this time. The database stays the only judge of who gets a seat (a seat that looked free
 * a moment ago gets the usual 409), so this changes what a seat map may miss by about as much as the network does.
 */
export const SEAT_MAP_TTL_MS = 1000;

interface Claim {
  seatNumber: string;
  pricePaise: number;
  row: string;
  column: number;
  tier: Seat['tier'];
  seatKind: Seat['kind'];
  kind: 'HOLD' | 'BOOKED' | null;
  userId: number | null;
  expiresAt: Date | null;
}

/** A show's seats and claims as read at one instant, with the anonymous rendering of its map. */
interface SeatMapSnapshot {
  startsAt: Date;
  claims: Claim[];
  readAt: number;
  anonymous: RenderedResponse;
  expiresAt: number;
}

/** Whether the claim is a hold still running at `atMs` (a hold that ran out stays until swept, but frees its seat). */
function liveHold(claim: Claim, atMs: number): boolean {
  return claim.kind === 'HOLD' && claim.expiresAt !== null && claim.expiresAt.getTime() > atMs;
}

function seatsFor(snapshot: { claims: Claim[]; readAt: number }, callerId: number | null): Seat[] {
  return snapshot.claims.map((claim): Seat => {
    const booked = claim.kind === 'BOOKED';
    const heldByOther = liveHold(claim, snapshot.readAt) && claim.userId !== callerId;
    return {
      seatNumber: claim.seatNumber,
      price: paiseToRupees(claim.pricePaise),
      status: booked ? 'BOOKED' : heldByOther ? 'HELD' : 'AVAILABLE',
      booked,
      lockedBySession: heldByOther,
      row: claim.row,
      column: claim.column,
      tier: claim.tier,
      kind: claim.seatKind,
    };
  });
}

export interface SeatMaps {
  /**
   * The map as the caller sees it: their own live holds read AVAILABLE so they can re-select them. The caller is the
   * account a token claims; only when that account holds seats on the show is it confirmed (`confirm`, one lookup),
   * so the many readers who hold nothing cost no query beyond the map's own shared read.
   */
  forCaller(showId: number, caller: ClaimedCaller | null): Promise<RenderedResponse>;
  /**
   * The requested seats as the show's current map shows them to the caller, answered from the map this process
   * already has (one shared read when it has none): the show's start, the seats' prices, those of them booked or
   * held by another account until after `now`, and those the screen lacks. 404 for a cancelled or unknown show. A
   * seat taken after that read is still refused by the hold itself, under the locks.
   */
  asShown(
    showId: number,
    seatNumbers: string[],
    callerId: number,
    now: Date,
  ): Promise<{ startsAt: Date; prices: Map<string, number>; taken: string[]; unknown: string[] }>;
  /**
   * The show's start and the seats not free as its map shows them (held by anyone until after `now`, or booked),
   * each in row then number order: where a live seat stream starts. 404 for a cancelled or unknown show.
   */
  taken(showId: number, now: Date): Promise<{ startsAt: Date; held: string[]; booked: string[] }>;
  /** Forgets one show's map, after a committed change of its holds or bookings. */
  invalidateShow(showId: number): void;
  /** Forgets every show's map (seat-change notifications may have been missed). */
  invalidate(): void;
}

export const seatMapsFor: (ctx: AppContext) => SeatMaps = onePerApp(createSeatMaps);

function createSeatMaps(ctx: AppContext): SeatMaps {
  const { db } = ctx;
  const nowMs = () => ctx.now().getTime();
  const cache = new RenderCache<number, SeatMapSnapshot>(nowMs);

  /** One query: the screen's seats in row then column order, each with its price at this show and its claim if any. */
  async function read(showId: number): Promise<SeatMapSnapshot> {
    const readAt = nowMs();
    const rows = await db
      .selectFrom('shows')
      .innerJoin('screen_seats as seat', 'seat.screen_id', 'shows.screen_id')
      .innerJoin('show_prices as price', (join) =>
        join.onRef('price.show_id', '=', 'shows.id').onRef('price.tier', '=', 'seat.tier'),
      )
      .leftJoin('seat_claims as claim', (join) =>
        join.onRef('claim.show_id', '=', 'shows.id').onRef('claim.seat_number', '=', 'seat.seat_number'),
      )
      .select([
        'shows.starts_at',
        'seat.seat_number',
        'price.price_paise',
        'seat.row_label',
        'seat.column_number',
        'seat.tier',
        'seat.kind as seat_kind',
        'claim.kind',
        'claim.user_id',
        'claim.expires_at',
      ])
      .where('shows.id', '=', showId)
      .where('shows.cancelled_at', 'is', null)
      .orderBy('seat.row_label')
      .orderBy('seat.column_number')
      .execute();
    // No row: no such show or a cancelled one (findShow answers 404), or a screen without seats (an empty map).
    const startsAt = rows.length > 0 ? rows[0].starts_at : (await findShow(db, showId)).startsAt;
    const claims = rows.map((row): Claim => ({
      seatNumber: row.seat_number,
      pricePaise: row.price_paise,
      row: row.row_label,
      column: row.column_number,
      tier: row.tier,
      seatKind: row.seat_kind,
      kind: row.kind,
      userId: row.user_id,
      expiresAt: row.expires_at,
    }));
    // Served until the TTL runs out or the first live hold expires (that seat turns AVAILABLE), whichever is first.
    const expiresAt = claims.reduce((soonest, claim) => {
      const expiry = claim.kind === 'HOLD' && claim.expiresAt ? claim.expiresAt.getTime() : Infinity;
      return expiry > readAt && expiry < soonest ? expiry : soonest;
    }, readAt + SEAT_MAP_TTL_MS);
    return {
      startsAt,
      claims,
      readAt,
      expiresAt,
      anonymous: renderJson(seatsFor({ claims, readAt }, null), expiresAt, 'fast'),
    };
  }

  return {
    async forCaller(showId, caller) {
      const snapshot = await cache.get(showId, () => read(showId));
      if (caller === null) return snapshot.anonymous;
      const holdsSeat = snapshot.claims.some(
        (claim) => liveHold(claim, snapshot.readAt) && claim.userId === caller.userId,
      );
      if (!holdsSeat) return snapshot.anonymous;
      const callerId = await caller.confirm();
      // The holder's own map is as big as the anonymous one and fetched on every return to the seat map: compressed
      // quickly too (a fraction of a millisecond), not sent in full over a phone's network.
      return callerId === null
        ? snapshot.anonymous
        : renderJson(seatsFor(snapshot, callerId), snapshot.expiresAt, 'fast');
    },
    async asShown(showId, seatNumbers, callerId, now) {
      const snapshot = await cache.get(showId, () => read(showId));
      const wanted = new Set(seatNumbers);
      const prices = new Map<string, number>();
      const taken: string[] = [];
      for (const claim of snapshot.claims) {
        if (!wanted.has(claim.seatNumber)) continue;
        prices.set(claim.seatNumber, claim.pricePaise);
        if (claim.kind === 'BOOKED' || (liveHold(claim, now.getTime()) && claim.userId !== callerId))
          taken.push(claim.seatNumber);
      }
      const unknown = seatNumbers.filter((seat) => !prices.has(seat));
      return { startsAt: snapshot.startsAt, prices, taken: taken.sort(compareSeats), unknown };
    },
    async taken(showId, now) {
      const snapshot = await cache.get(showId, () => read(showId));
      const held: string[] = [];
      const booked: string[] = [];
      for (const claim of snapshot.claims) {
        if (claim.kind === 'BOOKED') booked.push(claim.seatNumber);
        else if (liveHold(claim, now.getTime())) held.push(claim.seatNumber);
      }
      return { startsAt: snapshot.startsAt, held, booked };
    },
    invalidateShow: (showId) => cache.invalidateKey(showId),
    invalidate: () => cache.invalidate(),
  };
}
