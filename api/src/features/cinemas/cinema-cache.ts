import { type AppContext, onePerApp } from '../../app-context.js';
import { RenderCache, renderJson, type RenderedResponse } from '../../http/rendered-response.js';
import { CATALOGUE_MAX_AGE_SECONDS } from '../movies/catalogue.js';
import { createCinemaPages } from './cinema-pages.js';
import type { CinemaSummary } from './schemas.js';

/** The key a city is matched by: case and surrounding spaces ignored. */
export const cityKey = (city: string | undefined): string => city?.trim().toLowerCase() ?? '';

/**
 * The cinema list and pages, rendered once and served for at most CATALOGUE_MAX_AGE_SECONDS (a page less when its
 * next show starts or its day ends sooner). Only cinemas that exist and cities that have cinemas are kept, so no
 * request can grow the cache. Back-office changes of cinemas, screens, films and shows drop it in every process
 * (see `cacheInvalidationFor`).
 */
export interface CinemaCache {
  list(city: string | undefined): RenderedResponse | Promise<RenderedResponse>;
  page(id: number): RenderedResponse | Promise<RenderedResponse>;
  invalidate(): void;
}

export const cinemaCacheFor: (ctx: AppContext) => CinemaCache = onePerApp(createCinemaCache);

function createCinemaCache(ctx: AppContext): CinemaCache {
  const cinemas = createCinemaPages(ctx);
  const nowMs = () => ctx.now().getTime();
  const expiry = () => nowMs() + CATALOGUE_MAX_AGE_SECONDS * 1000;
  const summaries = new RenderCache<'all', { rows: CinemaSummary[]; expiresAt: number }>(nowMs);
  const lists = new RenderCache<string>(nowMs);
  const pages = new RenderCache<number>(nowMs);

  return {
    async list(city) {
      const key = cityKey(city);
      const { rows, expiresAt } = await summaries.get('all', async () => ({
        rows: await cinemas.all(),
        expiresAt: expiry(),
      }));
      const matching = key ? rows.filter((row) => cityKey(row.city) === key) : rows;
      // A city without cinemas is answered but not kept.
      if (matching.length === 0) return renderJson([], expiresAt, 'none');
      return lists.get(key, async () => renderJson(matching, expiresAt, 'best'));
    },
    page: (id) =>
      pages.get(id, async () => {
        const { value, changesAt } = await cinemas.page(id);
        return renderJson(value, Math.min(expiry(), changesAt.getTime()), 'best');
      }),
    invalidate: () => {
      summaries.invalidate();
      lists.invalidate();
      pages.invalidate();
    },
  };
}
