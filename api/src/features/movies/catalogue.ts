import { type AppContext, onePerApp } from '../../app-context.js';
import { RenderCache, renderJson, type Compression, type RenderedResponse } from '../../http/rendered-response.js';
import { createHash } from 'node:crypto';
import { renderPoster } from './poster.js';
import { createMovieService, type MovieService, type TimedView } from './service.js';

/** A movie's generated poster art, with a strong ETag (a hash of the bytes). */
export interface RenderedPoster {
  body: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * How long a catalogue response may be served, by this server and by any cache downstream. The API keeps
 * each catalogue view rendered (JSON bytes, brotli and gzip) for at most this long, less when the view
 * changes by itself sooner (a show starts, a new day is scheduled): so a change made by another API
 * process on the same database shows within this many seconds, and a show starting shows at once.
 */
export const CATALOGUE_MAX_AGE_SECONDS = 30;

/**
 * A movie's detail carries each show's available seats, so it is served for a shorter time: holds, payments and
 * cancellations committed through this process drop that movie's detail at once (see `invalidateShowSeats`), and
 * those made through another process, or a hold running out, show within this many seconds.
 */
export const MOVIE_DETAIL_MAX_AGE_SECONDS = 5;

/** Searches kept rendered: what people type is unbounded, the memory it may take is not. */
export const SEARCH_CACHE_ENTRIES = 500;

export interface Catalogue {
  movies: MovieService;
  all(): RenderedResponse | Promise<RenderedResponse>;
  recent(): RenderedResponse | Promise<RenderedResponse>;
  movie(id: number): RenderedResponse | Promise<RenderedResponse>;
  /**
   * A search's answer, rendered by `answer` and kept for CATALOGUE_MAX_AGE_SECONDS under `key` (the route and what was
   * searched); the SEARCH_CACHE_ENTRIES searches stored last are kept.
   */
  search(key: string, answer: () => Promise<unknown>): RenderedResponse | Promise<RenderedResponse>;
  poster(id: number): RenderedPoster | Promise<RenderedPoster>;
  /** Drops every rendered view, after a committed change of movies or shows in general (e.g. a new schedule). */
  invalidate(): void;
  /** Drops the lists and one movie's detail, after a committed change of that movie or its shows. */
  invalidateMovie(movieId: number): void;
  /** Drops the detail of the movie showing this show (its seat counts), after a committed change of the show's seats. */
  invalidateShowSeats(showId: number): void;
}

/** The app's one catalogue (per AppContext), shared by its routes and anything that changes movies or shows. */
export const catalogueFor: (ctx: AppContext) => Catalogue = onePerApp(createCatalogue);

function createCatalogue(ctx: AppContext): Catalogue {
  const movies = createMovieService(ctx);
  const nowMs = () => ctx.now().getTime();
  const lists = new RenderCache<string>(nowMs);
  const details = new RenderCache<number>(nowMs);
  /** The shows each rendered detail lists, so a change of one show's seats drops only its movie's detail. */
  const showsOfMovie = new Map<number, Set<number>>();
  const searches = new RenderCache<string>(nowMs, SEARCH_CACHE_ENTRIES);
  const posters = new RenderCache<number, RenderedPoster>(nowMs);
  const catalogueExpiry = () => nowMs() + CATALOGUE_MAX_AGE_SECONDS * 1000;
  /** Rendered now, served until the view changes or the max-age runs out, whichever is first. */
  const render = async (
    view: () => Promise<TimedView<unknown>>,
    maxAgeSeconds: number,
    compression: Compression,
  ): Promise<RenderedResponse> => {
    const latest = nowMs() + maxAgeSeconds * 1000;
    const { value, changesAt } = await view();
    return renderJson(value, Math.min(latest, changesAt.getTime()), compression);
  };
  return {
    movies,
    all: () =>
      lists.get('all', () =>
        render(
          async () => ({ value: await movies.all(), changesAt: new Date(8.64e15) }),
          CATALOGUE_MAX_AGE_SECONDS,
          'best',
        ),
      ),
    recent: () => lists.get('recent', () => render(() => movies.recent(), CATALOGUE_MAX_AGE_SECONDS, 'best')),
    // Lives seconds: quick compression, as for seat maps.
    movie: (id) =>
      details.get(id, () =>
        render(
          async () => {
            const view = await movies.withSlots(id);
            showsOfMovie.set(id, new Set(view.value.slots.map((slot) => slot.slotId)));
            return view;
          },
          MOVIE_DETAIL_MAX_AGE_SECONDS,
          'fast',
        ),
      ),
    search: (key, answer) => searches.get(key, async () => renderJson(await answer(), catalogueExpiry(), 'fast')),
    // Only movies that exist are kept (an unknown id is a 404, never stored): at most one entry per movie.
    poster: (id) =>
      posters.get(id, async () => {
        const body = Buffer.from(renderPoster(await movies.findRow(id)));
        return {
          body,
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
          expiresAt: catalogueExpiry(),
        };
      }),
    invalidate: () => {
      lists.invalidate();
      details.invalidate();
      searches.invalidate();
      posters.invalidate();
    },
    invalidateMovie: (movieId) => {
      lists.invalidate();
      details.invalidateKey(movieId);
      searches.invalidate();
      posters.invalidateKey(movieId);
    },
    invalidateShowSeats: (showId) => {
      let known = false;
      for (const [movieId, shows] of showsOfMovie) {
        if (!shows.has(showId)) continue;
        known = true;
        details.invalidateKey(movieId);
      }
      // A detail being rendered for the first time may list this show and have read it before the change.
      if (!known) details.invalidatePending();
    },
  };
}
