import { prefetchPage, prefetchSeatMap, type Slot } from '@reeltime/shared-lib';
import { seatSelectionPath } from './startBooking';

/**
 * A showtime hovered, focused or touched: the seat selection's code and this show's seat map are fetched while
 * the customer decides, so the tap opens the seat map from cache.
 */
export function prefetchBooking(movieId: number, slot: Pick<Slot, 'slotId'>): void {
  prefetchPage(seatSelectionPath(movieId));
  prefetchSeatMap(slot.slotId);
}
