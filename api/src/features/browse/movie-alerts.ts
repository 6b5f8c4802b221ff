import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { MOVIE_NOT_FOUND } from '../movies/service.js';
import { knownCity } from './city-shows.js';

export interface MovieAlert {
  movieId: number;
  city: string;
  createdAt: string;
}

export const UNKNOWN_CITY_MESSAGE = 'city must be a city with a ReelTime cinema';

/** The city as the cinemas spell it; 400 naming the field when no cinema is there. */
export async function cityOrRefuse(ctx: AppContext, city: string): Promise<string> {
  const known = await knownCity(ctx, city);
  if (!known) throw badRequest(UNKNOWN_CITY_MESSAGE);
  return known;
}

/** "Notify me": the alerts a customer is waiting on, and asking for or dropping one. */
export function createMovieAlertService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async waiting(userId: number): Promise<MovieAlert[]> {
      const rows = await db
        .selectFrom('movie_alerts')
        .select(['movie_id', 'city', 'created_at'])
        .where('user_id', '=', userId)
        .where('notified_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ movieId: row.movie_id, city: row.city, createdAt: row.created_at.toISOString() }));
    },

    /**
     * Asks to be e-mailed when the film's first show in the city goes on sale (idempotent). Refused with 409 when
     * it is already on sale there (book it instead), 404 for an unknown or archived film.
     */
    async add(userId: number, movieId: number, cityText: string): Promise<MovieAlert> {
      const city = await cityOrRefuse(ctx, cityText);
      const movie = await db
        .selectFrom('movies')
        .select(['title'])
        .where('id', '=', movieId)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      if (!movie) throw notFound(MOVIE_NOT_FOUND);
      const onSale = await db
        .selectFrom('shows')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .select('shows.id')
        .where('shows.movie_id', '=', movieId)
        .where('theaters.city', '=', city)
        .where('shows.starts_at', '>', ctx.now())
        .where('shows.cancelled_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      if (onSale) throw conflict(`${movie.title} is already showing in ${city}: pick a show to book.`);
      await db
        .insertInto('movie_alerts')
        .values({ user_id: userId, movie_id: movieId, city, notified_at: null })
        .onConflict((oc) => oc.columns(['user_id', 'movie_id', 'city']).doUpdateSet({ notified_at: null }))
        .execute();
      const row = await db
        .selectFrom('movie_alerts')
        .select(['created_at'])
        .where('user_id', '=', userId)
        .where('movie_id', '=', movieId)
        .where('city', '=', city)
        .executeTakeFirstOrThrow();
      return { movieId, city, createdAt: row.created_at.toISOString() };
    },

    /** Stops waiting for that film in that city (idempotent); without a city, in every city. */
    async remove(userId: number, movieId: number, cityText?: string): Promise<void> {
      let query = db
        .deleteFrom('movie_alerts')
        .where('user_id', '=', userId)
        .where('movie_id', '=', movieId)
        .where('notified_at', 'is', null);
      if (cityText?.trim()) query = query.where(sql<boolean>`lower(city) = lower(${cityText.trim()})`);
      await query.execute();
    },
  };
}
