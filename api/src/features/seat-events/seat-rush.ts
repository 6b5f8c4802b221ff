import type { DatabaseChanges } from '../../db/database-changes.js';
import { SEAT_CHANGES } from './seat-changes.js';

/** The stretch of time the changes are counted over. */
const WINDOW_MS = 1_000;

/**
 * Whether an on-sale rush is under way on the database, whichever API process serves it: at least `perSecond`
 * committed seat changes (each hold, payment or release of any show, as its notification arrives) within the last
 * second. Background work asks it, with its own process's load, and waits while it lasts: with a load balancer
 * sending each show to one process, the others have little to do during a rush, and their booking mail would
 * otherwise take the database, and processors they share, from the process selling.
 */
export function seatRush(
  changes: Pick<DatabaseChanges, 'subscribe'>,
  perSecond: number,
  now: () => number = () => performance.now(),
): { busy(): boolean } {
  // When each of the last `perSecond` changes arrived, in a ring: the oldest is overwritten next.
  const arrivals = new Array<number>(perSecond).fill(-Infinity);
  let next = 0;
  changes.subscribe(SEAT_CHANGES, {
    onNotification() {
      arrivals[next] = now();
      next = (next + 1) % perSecond;
    },
    // Changes missed while the connection was down are not counted: a rush then reads as over until they come again.
    onGap() {},
  });
  return {
    busy: () => arrivals[next] > now() - WINDOW_MS,
  };
}
