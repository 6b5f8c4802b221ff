import { type AppContext, onePerApp } from '../../app-context.js';
import { RenderCache } from '../../http/rendered-response.js';
import { CATALOGUE_MAX_AGE_SECONDS, catalogueFor } from '../movies/catalogue.js';
import { citiesWithShows, cityShows, type CityShows, type CityWithShows } from './city-shows.js';

export interface Timed<T> {
  value: T;
  expiresAt: number;
}

/**
 * What the browse lists are computed from, read at most once per CATALOGUE_MAX_AGE_SECONDS per city (keys are
 * cities that have cinemas, so the cache stays as small as the chain), less when a film's last show there starts or
 * a new day is scheduled. Any filter combination is then worked out from it in memory. Dropped with the other
 * catalogue views when movies or shows change (see `cacheInvalidationFor`).
 */
export interface BrowseCache {
  cityShows(city: string | null): Timed<CityShows> | Promise<Timed<CityShows>>;
  cities(): Timed<CityWithShows[]> | Promise<Timed<CityWithShows[]>>;
  invalidate(): void;
}

export const browseCacheFor: (ctx: AppContext) => BrowseCache = onePerApp(createBrowseCache);

function createBrowseCache(ctx: AppContext): BrowseCache {
  const nowMs = () => ctx.now().getTime();
  const byCity = new RenderCache<string, Timed<CityShows>>(nowMs);
  const cityList = new RenderCache<'cities', Timed<CityWithShows[]>>(nowMs);
  const latest = () =>
    Math.min(nowMs() + CATALOGUE_MAX_AGE_SECONDS * 1000, catalogueFor(ctx).movies.nextScheduleDay(ctx.now()).getTime());
  return {
    cityShows: (city) =>
      byCity.get(city?.toLowerCase() ?? '', async () => {
        const value = await cityShows(ctx, city);
        const firstEnding = value.films.reduce(
          (soonest, film) =>
            film.lastStart && film.lastStart.getTime() < soonest ? film.lastStart.getTime() : soonest,
          latest(),
        );
        return { value, expiresAt: firstEnding };
      }),
    // A city's list changes when its last show starts; the list is small and read once per max-age.
    cities: () => cityList.get('cities', async () => ({ value: await citiesWithShows(ctx), expiresAt: latest() })),
    invalidate: () => {
      byCity.invalidate();
      cityList.invalidate();
    },
  };
}
