import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { MovieRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { SEARCH_LIMIT_CAP, type Movie, type Slot } from './schemas.js';

export const MOVIE_NOT_FOUND = 'Movie not found';

export function posterUrl(publicUrl: string, movieId: number): string {
  return `${publicUrl}/posters/${movieId}.svg`;
}

export function toMovie(row: MovieRow, publicUrl: string): Movie {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: posterUrl(publicUrl, row.id),
    trailer: row.trailer,
    duration: row.duration_minutes,
    certification: row.certification,
    language: row.language,
    genre: row.genre,
    releaseDate: row.release_date,
  };
}

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createMovieService(ctx: AppContext) {
  const { db, config } = ctx;
  const moviesNewestFirst = () =>
    db.selectFrom('movies').selectAll()
      .orderBy(sql`release_date DESC NULLS LAST`)
      .orderBy('id', 'desc');

  return {
    async all(): Promise<Movie[]> {
      const rows = await moviesNewestFirst().execute();
      return rows.map((row) => toMovie(row, config.publicUrl));
    },

    /** Movies with at least one show still ahead. */
    async recent(): Promise<Movie[]> {
      await ctx.scheduler.ensureAhead();
      const rows = await moviesNewestFirst()
        .where(({ exists, selectFrom }) => exists(
          selectFrom('shows').select('shows.id')
            .whereRef('shows.movie_id', '=', 'movies.id')
            .where('shows.starts_at', '>', ctx.now()),
        ))
        .execute();
      return rows.map((row) => toMovie(row, config.publicUrl));
    },

    async search(query: string | undefined, limit: number | undefined): Promise<Movie[]> {
      const text = query?.trim() ?? '';
      if (!text) return [];
      const pattern = containsPattern(text);
      const rows = await moviesNewestFirst()
        .where((eb) => eb.or([
          eb('title', 'ilike', pattern),
          eb('genre', 'ilike', pattern),
          eb('language', 'ilike', pattern),
        ]))
        .limit(Math.min(limit ?? SEARCH_LIMIT_CAP, SEARCH_LIMIT_CAP))
        .execute();
      return rows.map((row) => toMovie(row, config.publicUrl));
    },

    async findRow(id: number): Promise<MovieRow> {
      const row = await db.selectFrom('movies').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(MOVIE_NOT_FOUND);
      return row;
    },

    async withSlots(id: number): Promise<Movie & { slots: Slot[] }> {
      const row = await this.findRow(id);
      await ctx.scheduler.ensureAhead();
      const shows = await db.selectFrom('shows')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .select(['shows.id', 'shows.show_date', 'shows.start_time', 'theaters.name', 'theaters.location'])
        .where('shows.movie_id', '=', id)
        .where('shows.starts_at', '>', ctx.now())
        .orderBy('shows.show_date').orderBy('shows.start_time').orderBy('theaters.name')
        .execute();
      return {
        ...toMovie(row, config.publicUrl),
        slots: shows.map((show) => ({
          slotId: show.id,
          id: show.id,
          showDate: show.show_date,
          startTime: show.start_time,
          theaterName: show.name,
          location: show.location,
        })),
      };
    },
  };
}

export type MovieService = ReturnType<typeof createMovieService>;
