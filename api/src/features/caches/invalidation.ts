import type { AppContext } from '../../app-context.js';
import { catalogueFor } from '../movies/catalogue.js';
import { seatMapsFor } from '../seats/seat-map.js';

/**
 * What a committed write tells this process's rendered responses. Only writes that changed data call it, after
 * their transaction commits, and only for the keys they changed: a refused or failed request drops nothing.
 * Other API processes learn of seat changes from the database's seat-change notifications (when this process
 * listens) or within the caches' own short lifetimes.
 */
export interface CacheInvalidation {
  /** A show's seats changed (hold, release, payment, cancellation, expiry): its seat map and its movie's seat counts. */
  invalidateShow(showId: number): void;
  /** A movie or its shows changed: the lists and that movie's detail. */
  invalidateMovie(movieId: number): void;
  /** Movies or shows changed in general (a new schedule): every catalogue view. */
  invalidateCatalogue(): void;
}

const invalidations = new WeakMap<AppContext, CacheInvalidation>();

export function cacheInvalidationFor(ctx: AppContext): CacheInvalidation {
  let invalidation = invalidations.get(ctx);
  if (!invalidation) {
    const seatMaps = seatMapsFor(ctx);
    const catalogue = catalogueFor(ctx);
    invalidation = {
      invalidateShow(showId) {
        seatMaps.invalidateShow(showId);
        catalogue.invalidateShowSeats(showId);
      },
      invalidateMovie: (movieId) => catalogue.invalidateMovie(movieId),
      invalidateCatalogue: () => catalogue.invalidate(),
    };
    invalidations.set(ctx, invalidation);
  }
  return invalidation;
}
