import type { AppContext } from '../../app-context.js';
import type { RenderedResponse } from '../../http/rendered-response.js';
import { catalogueFor } from '../movies/catalogue.js';
import { SEARCH_LIMIT_CAP, type Movie } from '../movies/schemas.js';
import { toMovie } from '../movies/service.js';
import { searchCinemas, type CinemaMatch } from './cinema-search.js';
import { closestTitles, searchMovies } from './movie-search.js';
import { searchText } from './search-text.js';

export interface SearchAnswer {
  movies: Movie[];
  cinemas: CinemaMatch[];
  suggestions: string[];
}

/**
 * Searches of the catalogue, answered by the database and kept rendered like the catalogue's lists: the same text (trimmed, spaces
 * collapsed, any case), city and limit within CATALOGUE_MAX_AGE_SECONDS cost no query, and a change of
 * films, shows or cinemas drops them in every process.
 */
export function searchesFor(ctx: AppContext) {
  const catalogue = catalogueFor(ctx);
  const { db, config } = ctx;
  const capped = (limit: number | undefined) => Math.min(limit ?? SEARCH_LIMIT_CAP, SEARCH_LIMIT_CAP);
  const films = async (text: string, limit: number, city?: string): Promise<Movie[]> =>
    (await searchMovies(db, text, { limit, city, now: ctx.now() })).map((row) => toMovie(row, config.publicUrl));

  return {
    /** Films only, best match first; nothing typed finds nothing. */
    movies(typed: string | undefined, limit: number | undefined): RenderedResponse | Promise<RenderedResponse> {
      const text = searchText(typed);
      const max = capped(limit);
      return catalogue.search(JSON.stringify(['movies', max, text.toLowerCase()]), async () =>
        text ? films(text, max) : [],
      );
    },

    /** Films, cinemas, and when no film matched the closest titles. */
    all(
      typed: string | undefined,
      city: string | undefined,
      limit: number | undefined,
    ): RenderedResponse | Promise<RenderedResponse> {
      const text = searchText(typed);
      const place = searchText(city) || undefined;
      const max = capped(limit);
      return catalogue.search(
        JSON.stringify(['all', max, place?.toLowerCase() ?? null, text.toLowerCase()]),
        async (): Promise<SearchAnswer> => {
          if (!text) return { movies: [], cinemas: [], suggestions: [] };
          const movies = await films(text, max, place);
          const cinemas = await searchCinemas(db, text, { city: place, now: ctx.now() });
          return { movies, cinemas, suggestions: movies.length === 0 ? await closestTitles(db, text) : [] };
        },
      );
    },
  };
}
