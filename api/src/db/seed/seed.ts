import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { addDays, toLocal } from '../../lib/cinema-time.js';
import { hashPassword } from '../../features/auth/passwords.js';
import { seedMovies } from './movies.js';
import { layoutSeats, seedTheaters } from './theaters.js';
import { demoUser } from './demo-user.js';

export interface SeedOptions {
  timeZone: string;
  now: Date;
  passwordHashCost: number;
  /** Whether the demo customer (a published password) is created with the catalogue. */
  demoData: boolean;
}

/**
 * Fills an empty database with the demo catalogue, theatres, seat maps and, with demoData, the demo user. Afterwards it only adds
 * the seed theatres (with their seats) that the database lacks by name, so an older demo database gains new cinemas.
 */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Serialises API processes starting together on a fresh database.
    await sql`SELECT pg_advisory_xact_lock(hashtext('reeltime-seed'))`.execute(trx);
    await addMissingTheaters(trx);
    const existing = await trx.selectFrom('movies').select('id').limit(1).executeTakeFirst();
    if (existing) return;

    const today = toLocal(options.now, options.timeZone).date;
    await trx.insertInto('movies').values(seedMovies.map((movie) => ({
      title: movie.title,
      description: movie.description,
      trailer: movie.trailer,
      duration_minutes: movie.durationMinutes,
      certification: movie.certification,
      language: movie.language,
      genre: movie.genre,
      release_date: movie.releasedDaysAgo === null ? null : addDays(today, -movie.releasedDaysAgo),
      poster_colors: movie.posterColors,
      now_showing: movie.nowShowing,
    }))).execute();

    if (!options.demoData) return;
    const demoPasswordHash = await hashPassword(demoUser.password, options.passwordHashCost);
    await trx.insertInto('users').values({
      name: demoUser.name,
      email: demoUser.email,
      phone: demoUser.phone,
      gender: demoUser.gender,
      password_hash: demoPasswordHash,
    }).onConflict((conflict) => conflict.doNothing()).execute();
  });
}

async function addMissingTheaters(trx: Kysely<Database>): Promise<void> {
  const added = await trx.insertInto('theaters')
    .values(seedTheaters.map(({ name, location, city }) => ({ name, location, city })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning(['id', 'name'])
    .execute();
  if (added.length === 0) return;
  const layouts = new Map(seedTheaters.map((theater) => [theater.name, theater.layout]));
  await trx.insertInto('theater_seats').values(added.flatMap((theater) =>
    layoutSeats(layouts.get(theater.name)!).map((seat) => ({ ...seat, theater_id: theater.id })))).execute();
}
