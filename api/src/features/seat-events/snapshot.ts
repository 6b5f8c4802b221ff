import { snapshotEventFrame } from './event-schemas.js';

/** The seats of a show that are not free at one instant; every other seat of the show is AVAILABLE. */
export interface SeatSnapshot {
  held: string[];
  booked: string[];
}

/** The first event of every stream: where it starts, so a client compares it with the map it has instead of refetching. */
export function snapshotFrame(showId: number, snapshot: SeatSnapshot): string {
  return snapshotEventFrame({ slotId: showId, ...snapshot });
}
