import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { MOVIE_NOT_FOUND } from './schemas.js';

export interface ScheduleMovie {
  id: number;
  title: string;
  runtimeMinutes: number;
}

/**
 * A movie new shows may be scheduled for: 404 for none, 400 for an archived one (`archived_at` set; read through
 * the row's JSON so a database from before movies could be archived reads as not archived).
 */
export async function movieForScheduling(db: Kysely<Database>, movieId: number): Promise<ScheduleMovie> {
  const movie = await db
    .selectFrom('movies')
    .select(['id', 'title', 'duration_minutes'])
    .select(sql<string | null>`to_jsonb(movies) ->> 'archived_at'`.as('archived_at'))
    .where('id', '=', movieId)
    .executeTakeFirst();
  if (!movie) throw notFound(MOVIE_NOT_FOUND);
  if (movie.archived_at)
    throw badRequest(`movieId: “${movie.title}” is archived; no new shows can be scheduled for it`);
  return { id: movie.id, title: movie.title, runtimeMinutes: movie.duration_minutes };
}
