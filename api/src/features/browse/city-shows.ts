import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { MovieRow, ShowFormat } from '../../db/schema.js';

/** A film as a city sees it: its live shows there (none: it is coming soon there). */
export interface FilmInCity {
  row: MovieRow;
  /** Live shows ahead in the city (all cities when none is chosen). */
  shows: number;
  formats: ShowFormat[];
  /** Audio languages of those shows (a show without one is in the film's first language). */
  showLanguages: string[];
  /** When its last live show in the city starts: it stops being "now showing" there then. */
  lastStart: Date | null;
}

export interface CityShows {
  /** As the cinemas spell it; null: every city. */
  city: string | null;
  films: FilmInCity[];
}

/** A city with cinemas and live shows, with how much it offers. */
export interface CityWithShows {
  name: string;
  cinemas: number;
  movies: number;
  shows: number;
}

const sameCity = (city: string) => sql<boolean>`lower(theaters.city) = lower(${city})`;

/** The city as the cinemas spell it (any case accepted), or undefined when no cinema is there. */
export async function knownCity(ctx: AppContext, city: string): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('theaters')
    .select('city')
    .where(sameCity(city.trim()))
    .orderBy('city')
    .executeTakeFirst();
  return row?.city;
}

/**
 * Every film a customer can see in the city: each film not archived, and an archived film while it still has
 * live shows there, with its shows ahead, their formats and audio languages.
 */
export async function cityShows(ctx: AppContext, city: string | null): Promise<CityShows> {
  await ctx.scheduler?.ensureAhead();
  const now = ctx.now();
  let shows = ctx.db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select((eb) => [
      'shows.movie_id',
      'shows.format',
      eb.fn.coalesce('shows.audio_language', sql<string | null>`movies.languages[1]`).as('language'),
      eb.fn.countAll<string>().as('shows'),
      eb.fn.max('shows.starts_at').as('last_start'),
    ])
    .where('shows.starts_at', '>', now)
    .where('shows.cancelled_at', 'is', null)
    .groupBy(['shows.movie_id', 'shows.format', sql`coalesce(shows.audio_language, movies.languages[1])`]);
  if (city !== null) shows = shows.where(sameCity(city));
  const [movies, groups] = await Promise.all([
    ctx.db
      .selectFrom('movies')
      .selectAll()
      .orderBy(sql`release_date DESC NULLS LAST`)
      .orderBy('id', 'desc')
      .execute(),
    shows.execute(),
  ]);
  const byMovie = new Map<number, typeof groups>();
  for (const group of groups) byMovie.set(group.movie_id, [...(byMovie.get(group.movie_id) ?? []), group]);
  const films: FilmInCity[] = [];
  for (const row of movies) {
    const own = byMovie.get(row.id) ?? [];
    if (row.archived_at !== null && own.length === 0) continue;
    films.push({
      row,
      shows: own.reduce((sum, group) => sum + Number(group.shows), 0),
      formats: [...new Set(own.map((group) => group.format))],
      showLanguages: [
        ...new Set(own.map((group) => group.language).filter((language): language is string => Boolean(language))),
      ],
      lastStart: own.reduce<Date | null>(
        (last, group) => (last === null || group.last_start > last ? group.last_start : last),
        null,
      ),
    });
  }
  return { city, films };
}

/** Cities with at least one live show, by name, with their cinemas, films and shows counted. */
export async function citiesWithShows(ctx: AppContext): Promise<CityWithShows[]> {
  await ctx.scheduler?.ensureAhead();
  const rows = await ctx.db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select((eb) => [
      'theaters.city',
      eb.fn.count<string>('shows.theater_id').distinct().as('cinemas'),
      eb.fn.count<string>('shows.movie_id').distinct().as('movies'),
      eb.fn.countAll<string>().as('shows'),
    ])
    .where('shows.starts_at', '>', ctx.now())
    .where('shows.cancelled_at', 'is', null)
    .groupBy('theaters.city')
    .orderBy('theaters.city')
    .execute();
  return rows.map((row) => ({
    name: row.city,
    cinemas: Number(row.cinemas),
    movies: Number(row.movies),
    shows: Number(row.shows),
  }));
}

/** The cities with live shows of one film, most shows first (then by name), with their cinemas and shows counted. */
export async function citiesShowingFilm(ctx: AppContext, movieId: number): Promise<Omit<CityWithShows, 'movies'>[]> {
  await ctx.scheduler?.ensureAhead();
  const rows = await ctx.db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select((eb) => [
      'theaters.city',
      eb.fn.count<string>('shows.theater_id').distinct().as('cinemas'),
      eb.fn.countAll<string>().as('shows'),
    ])
    .where('shows.movie_id', '=', movieId)
    .where('shows.starts_at', '>', ctx.now())
    .where('shows.cancelled_at', 'is', null)
    .groupBy('theaters.city')
    .execute();
  return rows
    .map((row) => ({ name: row.city, cinemas: Number(row.cinemas), shows: Number(row.shows) }))
    .sort((a, b) => b.shows - a.shows || a.name.localeCompare(b.name));
}
