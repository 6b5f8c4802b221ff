import type { ShowFormat } from '../../db/schema.js';
import { toMovie } from '../movies/service.js';
import type { Movie } from '../movies/schemas.js';
import type { FilmInCity } from './city-shows.js';

export const SHOW_FORMATS: readonly ShowFormat[] = ['2D', '3D', 'IMAX', '4DX'];

/** Films must match every facet given, and any one of the values given for a facet. */
export interface BrowseFilters {
  languages: string[];
  genres: string[];
  formats: ShowFormat[];
}

export interface FacetCount {
  value: string;
  /** Films that would be listed with this value chosen, the other facets' choices kept. */
  count: number;
}

export type BrowsedMovie = Movie & {
  /** Formats of its live shows in the city ([] when coming soon). */
  formats: ShowFormat[];
  /** Live shows ahead in the city. */
  shows: number;
};

export interface BrowseView {
  city: string | null;
  nowShowing: BrowsedMovie[];
  comingSoon: BrowsedMovie[];
  facets: { languages: FacetCount[]; genres: FacetCount[]; formats: FacetCount[] };
}

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());

/** A film now showing is in the languages of its shows; one coming soon in the languages it is made in. */
function languagesOf(film: FilmInCity): string[] {
  return film.shows > 0 ? film.showLanguages : film.row.languages;
}

function matches(film: FilmInCity, filters: BrowseFilters, skip?: keyof BrowseFilters): boolean {
  const any = (have: readonly string[], wanted: readonly string[]) =>
    wanted.length === 0 || lower(have).some((value) => lower(wanted).includes(value));
  return (
    (skip === 'languages' || any(languagesOf(film), filters.languages)) &&
    (skip === 'genres' || any(film.row.genres, filters.genres)) &&
    (skip === 'formats' || any(film.formats, filters.formats))
  );
}

/** Counts per value over the films matching the other facets; values sorted by count, then name. */
function facet(
  films: FilmInCity[],
  filters: BrowseFilters,
  name: keyof BrowseFilters,
  valuesOf: (film: FilmInCity) => readonly string[],
  always: readonly string[] = [],
): FacetCount[] {
  const counts = new Map<string, number>(always.map((value) => [value, 0]));
  const spelled = new Map<string, string>(always.map((value) => [value.toLowerCase(), value]));
  for (const film of films) {
    if (!matches(film, filters, name)) continue;
    for (const value of new Set(valuesOf(film))) {
      const key = spelled.get(value.toLowerCase()) ?? value;
      spelled.set(value.toLowerCase(), key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const entries = [...counts].map(([value, count]) => ({ value, count }));
  return always.length > 0 ? entries : entries.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Release date ahead first comes soonest; undated last. */
const bySoonestRelease = (a: FilmInCity, b: FilmInCity) =>
  (a.row.release_date ?? '9999').localeCompare(b.row.release_date ?? '9999') || a.row.id - b.row.id;

/**
 * Splits a city's films into those now showing there (live shows ahead, newest release first) and those coming soon
 * (release date ahead or no shows there yet, soonest release first; archived films are never coming soon), keeps
 * those matching the filters, and counts each facet's values.
 */
export function browseView(
  city: string | null,
  films: readonly FilmInCity[],
  filters: BrowseFilters,
  publicUrl: string,
): BrowseView {
  const isNowShowing = (film: FilmInCity) => film.shows > 0;
  const visible = films.filter((film) => isNowShowing(film) || film.row.archived_at === null);
  const chosen = visible.filter((film) => matches(film, filters));
  const show = (film: FilmInCity): BrowsedMovie => ({
    ...toMovie(film.row, publicUrl),
    formats: film.formats,
    shows: film.shows,
  });
  return {
    city,
    nowShowing: chosen.filter(isNowShowing).map(show),
    comingSoon: chosen
      .filter((film) => !isNowShowing(film))
      .sort(bySoonestRelease)
      .map(show),
    facets: {
      languages: facet(visible, filters, 'languages', languagesOf),
      genres: facet(visible, filters, 'genres', (film) => film.row.genres),
      formats: facet(visible, filters, 'formats', (film) => film.formats, SHOW_FORMATS),
    },
  };
}
