import type { AppContext } from '../../../app-context.js';
import { notFound } from '../../../http/errors.js';
import { type BackOfficeUser, assertCanActFor, cinemaScope } from '../access.js';

export const CINEMA_NOT_FOUND = 'Cinema not found.';
export const MOVIE_NOT_FOUND = 'Movie not found.';

/**
 * The cinemas a report covers: the one asked for (404 when it does not exist or is another cinema's, alike),
 * else every cinema of the account (undefined: the whole chain).
 */
export async function reportCinemas(
  ctx: AppContext,
  user: BackOfficeUser,
  cinemaId: number | undefined,
): Promise<number[] | undefined> {
  if (cinemaId === undefined) return cinemaScope(user);
  assertCanActFor(user, cinemaId, CINEMA_NOT_FOUND);
  const cinema = await ctx.db.selectFrom('theaters').select('id').where('id', '=', cinemaId).executeTakeFirst();
  if (!cinema) throw notFound(CINEMA_NOT_FOUND);
  return [cinemaId];
}

export async function assertMovieExists(ctx: AppContext, movieId: number | undefined): Promise<void> {
  if (movieId === undefined) return;
  const movie = await ctx.db.selectFrom('movies').select('id').where('id', '=', movieId).executeTakeFirst();
  if (!movie) throw notFound(MOVIE_NOT_FOUND);
}
