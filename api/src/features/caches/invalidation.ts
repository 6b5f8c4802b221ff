import { randomBytes } from 'node:crypto';
import { type AppContext, onePerApp } from '../../app-context.js';
import { catalogueFor } from '../movies/catalogue.js';
import { cinemaCacheFor } from '../cinemas/cinema-cache.js';
import { seatMapsFor } from '../seats/seat-map.js';
import { browseCacheFor } from '../browse/browse-cache.js';
import {
  CATALOGUE_CHANGES,
  encodeCatalogueChange,
  parseCatalogueChange,
  type CatalogueChange,
} from './catalogue-changes.js';

/**
 * What a committed write tells the rendered responses of every API process. Only writes that changed data call
 * it, after their transaction commits, and only for the keys they changed: a refused or failed request drops
 * nothing, but for a hold the database refuses for seats this process's map showed free (that map is behind).
 * This process drops its copies at once; the others when the database's notification reaches them (milliseconds),
 * or within the caches' own short lifetimes while their LISTEN connection is down (it drops everything when it is
 * back).
 */
export interface CacheInvalidation {
  /**
   * A show's seats changed (hold, release, payment, booking cancellation, expiry): its seat map and its movie's seat
   * counts. Other processes hear of it from the seat-claim trigger's notification while they stream that show's
   * seats to a viewer, else within the caches' lifetimes (1 s and 5 s).
   */
  invalidateSeats(showId: number): void;
  /** A show itself changed (time, prices, cancelled): its seat map and its movie's detail, in every process. */
  invalidateShow(showId: number): void;
  /** A movie or its shows changed: the lists and that movie's detail, in every process. */
  invalidateMovie(movieId: number): void;
  /** Movies, shows, cinemas or screens changed in general (a new schedule): every cached view, in every process. */
  invalidateCatalogue(): void;
}

export const cacheInvalidationFor: (ctx: AppContext) => CacheInvalidation = onePerApp(createInvalidation);

function createInvalidation(ctx: AppContext): CacheInvalidation {
  const seatMaps = seatMapsFor(ctx);
  const catalogue = catalogueFor(ctx);
  const cinemaPages = cinemaCacheFor(ctx);
  /** This process's name in its announcements: it has already applied its own. */
  const self = randomBytes(6).toString('base64url');
  const seats = (showId: number) => {
    seatMaps.invalidateShow(showId);
    catalogue.invalidateShowSeats(showId);
  };
  const browse = browseCacheFor(ctx);
  const apply = (change: CatalogueChange) => {
    // Cinema pages and a city's browse lists show shows, their prices and films' titles: any change of those drops
    // them (seat counts do not).
    cinemaPages.invalidate();
    browse.invalidate();
    if ('show' in change) seats(change.show);
    else if ('movie' in change) catalogue.invalidateMovie(change.movie);
    else everything();
  };
  const everything = () => {
    seatMaps.invalidate();
    catalogue.invalidate();
    browse.invalidate();
    cinemaPages.invalidate();
  };
  const announce = (change: CatalogueChange) => {
    apply(change);
    ctx.changes.announce(CATALOGUE_CHANGES, encodeCatalogueChange(self, change));
  };

  ctx.changes.subscribe(CATALOGUE_CHANGES, {
    onNotification(payload) {
      const parsed = parseCatalogueChange(payload);
      if (parsed && parsed.from !== self) apply(parsed.change);
    },
    onGap: everything,
  });

  return {
    invalidateSeats: seats,
    invalidateShow: (showId) => announce({ show: showId }),
    invalidateMovie: (movieId) => announce({ movie: movieId }),
    invalidateCatalogue: () => announce({ all: true }),
  };
}
