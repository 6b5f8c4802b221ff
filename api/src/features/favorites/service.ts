import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/errors.js';
import { MOVIE_NOT_FOUND, toMovie } from '../movies/service.js';
import type { Movie } from '../movies/schemas.js';

export function createFavoriteService(ctx: AppContext) {
  const { db } = ctx;

  async function assertMovieExists(movieId: number): Promise<void> {
    const movie = await db.selectFrom('movies').select('id').where('id', '=', movieId).executeTakeFirst();
    if (!movie) throw notFound(MOVIE_NOT_FOUND);
  }

  return {
    /** Most recently added first. */
    async list(userId: number): Promise<Movie[]> {
      const rows = await db
        .selectFrom('favorites')
        .innerJoin('movies', 'movies.id', 'favorites.movie_id')
        .selectAll('movies')
        .where('favorites.user_id', '=', userId)
        .orderBy('favorites.created_at', 'desc')
        .orderBy('movies.id', 'desc')
        .execute();
      return rows.map((row) => toMovie(row, ctx.config.publicUrl));
    },

    async add(userId: number, movieId: number): Promise<void> {
      await assertMovieExists(movieId);
      await db
        .insertInto('favorites')
        .values({ user_id: userId, movie_id: movieId })
        .onConflict((oc) => oc.columns(['user_id', 'movie_id']).doNothing())
        .execute();
    },

    async remove(userId: number, movieId: number): Promise<void> {
      await assertMovieExists(movieId);
      await db.deleteFrom('favorites').where('user_id', '=', userId).where('movie_id', '=', movieId).execute();
    },

    async clear(userId: number): Promise<void> {
      await db.deleteFrom('favorites').where('user_id', '=', userId).execute();
    },
  };
}
