import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { seatStatus } from './seat-changes.js';
import { snapshotEventFrame } from './event-schemas.js';

/** The seats of a show that are not free at one instant; every other seat of the show is AVAILABLE. */
export interface SeatSnapshot {
  held: string[];
  booked: string[];
}

/** Reads which seats of a show are held (by anyone, until their hold runs out) or booked right now. */
export async function readSeatSnapshot(db: Kysely<Database>, showId: number, now: Date): Promise<SeatSnapshot> {
  const rows = await db
    .selectFrom('seat_claims')
    .select(['seat_number', 'kind', 'expires_at'])
    .where('show_id', '=', showId)
    .orderBy('seat_number')
    .execute();
  const snapshot: SeatSnapshot = { held: [], booked: [] };
  for (const row of rows) {
    const status = seatStatus(row.kind, row.expires_at ? new Date(row.expires_at).getTime() : null, now.getTime());
    if (status === 'BOOKED') snapshot.booked.push(row.seat_number);
    else if (status === 'HELD') snapshot.held.push(row.seat_number);
  }
  return snapshot;
}

/** The first event of every stream: where it starts, so a client compares it with the map it has instead of refetching. */
export function snapshotFrame(showId: number, snapshot: SeatSnapshot): string {
  return snapshotEventFrame({ slotId: showId, ...snapshot });
}
