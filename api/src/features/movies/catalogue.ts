import type { AppContext } from '../../app-context.js';
import { RenderCache, renderJson, type Compression, type RenderedResponse } from '../../http/rendered-response.js';
import { createMovieService, type MovieService, type TimedView } from './service.js';

/**
 * How long a catalogue response may be served, by this server and by any cache downstream. The API keeps
 * each catalogue view rendered (JSON bytes, brotli and gzip) for at most this long, less when the view
 * changes by itself sooner (a show starts, a new day is scheduled): so a change made by another API
 * process on the same database shows within this many seconds, and a show starting shows at once.
 */
export const CATALOGUE_MAX_AGE_SECONDS = 30;

/**
 * A movie's detail carries each show's available seats, so it is served for a shorter time: holds, payments and
 * cancellations made through this process drop it at once (see `invalidateSeatCounts`), and those made through
 * another process, or a hold running out, show within this many seconds.
 */
export const MOVIE_DETAIL_MAX_AGE_SECONDS = 5;

export interface Catalogue {
  movies: MovieService;
  all(): RenderedResponse | Promise<RenderedResponse>;
  recent(): RenderedResponse | Promise<RenderedResponse>;
  movie(id: number): RenderedResponse | Promise<RenderedResponse>;
  /** Drops every rendered view, for a change of catalogue data made in this process. */
  invalidate(): void;
  /** Drops the rendered movie details, for a change of seat holds or bookings made in this process. */
  invalidateSeatCounts(): void;
}

const catalogues = new WeakMap<AppContext, Catalogue>();

/** The app's one catalogue (per AppContext), shared by its routes and anything that changes movies or shows. */
export function catalogueFor(ctx: AppContext): Catalogue {
  let catalogue = catalogues.get(ctx);
  if (!catalogue) {
    catalogue = createCatalogue(ctx);
    catalogues.set(ctx, catalogue);
  }
  return catalogue;
}

function createCatalogue(ctx: AppContext): Catalogue {
  const movies = createMovieService(ctx);
  const nowMs = () => ctx.now().getTime();
  const lists = new RenderCache<string>(nowMs);
  const details = new RenderCache<number>(nowMs);
  /** Rendered now, served until the view changes or the max-age runs out, whichever is first. */
  const render = async (view: () => Promise<TimedView<unknown>>, maxAgeSeconds: number, compression: Compression): Promise<RenderedResponse> => {
    const latest = nowMs() + maxAgeSeconds * 1000;
    const { value, changesAt } = await view();
    return renderJson(value, Math.min(latest, changesAt.getTime()), compression);
  };
  return {
    movies,
    all: () => lists.get('all', () => render(async () => ({ value: await movies.all(), changesAt: new Date(8.64e15) }), CATALOGUE_MAX_AGE_SECONDS, 'best')),
    recent: () => lists.get('recent', () => render(() => movies.recent(), CATALOGUE_MAX_AGE_SECONDS, 'best')),
    // Lives seconds: quick compression, as for seat maps.
    movie: (id) => details.get(id, () => render(() => movies.withSlots(id), MOVIE_DETAIL_MAX_AGE_SECONDS, 'fast')),
    invalidate: () => {
      lists.invalidate();
      details.invalidate();
    },
    invalidateSeatCounts: () => details.invalidate(),
  };
}
