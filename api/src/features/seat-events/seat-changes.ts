import type { SeatChangesEvent } from './event-schemas.js';

/** What viewers are told about a seat: the contract's three states (a viewer's own hold is known to it). */
export type SeatStatus = SeatChangesEvent['changes'][number]['status'];

/** One seat's claim as the database trigger announces it; kind null means the claim was deleted. */
export interface ClaimChange {
  seatNumber: string;
  kind: 'HOLD' | 'BOOKED' | null;
  /** Epoch ms; set for holds. */
  expiresAt: number | null;
}

export interface ShowClaimChanges {
  showId: number;
  changes: ClaimChange[];
  /** The show was cancelled: its viewers are told and their streams end. */
  cancelled: boolean;
}

/** The notification a show's cancellation sends on the seat-change channel (delivered when its transaction commits). */
export function showCancelledPayload(showId: number): string {
  return JSON.stringify({ s: showId, c: [], x: 'cancelled' });
}

/** The topic of migration 005's trigger: it notifies on `seat_changes_<schema>` for the tables of that schema. */
export const SEAT_CHANGES = 'seat_changes';

/** A claim's state at `now`: a hold that has run out frees the seat even before the sweeper deletes it. */
export function seatStatus(kind: ClaimChange['kind'], expiresAt: number | null, now: number): SeatStatus {
  if (kind === 'BOOKED') return 'BOOKED';
  return kind === 'HOLD' && expiresAt !== null && expiresAt > now ? 'HELD' : 'AVAILABLE';
}

/**
 * Reads a notification payload (`{"s":12,"c":[["A5","HOLD",1732300000000],["A6",null,null]]}`, or a cancellation's
 * `{"s":12,"c":[],"x":"cancelled"}`); anything
 * else (another writer on the channel, a truncated payload) is null rather than an exception.
 */
export function parseClaimChanges(payload: string): ShowClaimChanges | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const { s: showId, c: rows, x: event } = (parsed ?? {}) as { s?: unknown; c?: unknown; x?: unknown };
  if (!Number.isInteger(showId) || !Array.isArray(rows)) return null;
  const changes: ClaimChange[] = [];
  for (const row of rows) {
    if (!Array.isArray(row) || typeof row[0] !== 'string') return null;
    const kind = row[1] === 'HOLD' || row[1] === 'BOOKED' ? row[1] : null;
    changes.push({ seatNumber: row[0], kind, expiresAt: typeof row[2] === 'number' ? row[2] : null });
  }
  return { showId: showId as number, changes, cancelled: event === 'cancelled' };
}
