import type { AppContext } from '../../app-context.js';
import { RenderCache, renderJson, type Compression, type RenderedResponse } from '../../http/rendered-response.js';
import { createHash } from 'node:crypto';
import type { MovieRow } from '../../db/schema.js';
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

export interface Catalogue {
  movies: MovieService;
  all(): RenderedResponse | Promise<RenderedResponse>;
  recent(): RenderedResponse | Promise<RenderedResponse>;
  movie(id: number): RenderedResponse | Promise<RenderedResponse>;
  /**
   * What searches rank and posters are drawn from, read at most once per CATALOGUE_MAX_AGE_SECONDS: a search or a
   * poster URL with a new query string costs no database read and no rendering.
   */
  searchable(): { rows: MovieRow[] } | Promise<{ rows: MovieRow[] }>;
  poster(id: number): RenderedPoster | Promise<RenderedPoster>;
  /** Drops every rendered view, after a committed change of movies or shows in general (e.g. a new schedule). */
  invalidate(): void;
  /** Drops the lists and one movie's detail, after a committed change of that movie or its shows. */
  invalidateMovie(movieId: number): void;
  /** Drops the detail of the movie showing this show (its seat counts), after a committed change of the show's seats. */
  invalidateShowSeats(showId: number): void;
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
  /** The shows each rendered detail lists, so a change of one show's seats drops only its movie's detail. */
  const showsOfMovie = new Map<number, Set<number>>();
  const rows = new RenderCache<'rows', { rows: MovieRow[]; expiresAt: number }>(nowMs);
  const posters = new RenderCache<number, RenderedPoster>(nowMs);
  const catalogueExpiry = () => nowMs() + CATALOGUE_MAX_AGE_SECONDS * 1000;
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
    movie: (id) => details.get(id, () => render(async () => {
      const view = await movies.withSlots(id);
      showsOfMovie.set(id, new Set(view.value.slots.map((slot) => slot.slotId)));
      return view;
    }, MOVIE_DETAIL_MAX_AGE_SECONDS, 'fast')),
    searchable: () => rows.get('rows', async () => ({ rows: await movies.rowsNewestFirst(), expiresAt: catalogueExpiry() })),
    // Only movies that exist are kept (an unknown id is a 404, never stored): at most one entry per movie.
    poster: (id) => posters.get(id, async () => {
      const body = Buffer.from(renderPoster(await movies.findRow(id)));
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, expiresAt: catalogueExpiry() };
    }),
    invalidate: () => {
      lists.invalidate();
      details.invalidate();
      rows.invalidate();
      posters.invalidate();
    },
    invalidateMovie: (movieId) => {
      lists.invalidate();
      details.invalidateKey(movieId);
      rows.invalidate();
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
