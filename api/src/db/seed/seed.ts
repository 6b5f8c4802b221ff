import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { addDays, toLocal } from '../../lib/cinema-time.js';
import { rupeesToPaise } from '../../lib/money.js';
import { hashPassword } from '../../features/auth/passwords.js';
import { seedMovies } from './movies.js';
import { SEATS_PER_ROW, seatRows, seedTheaters } from './theaters.js';
import { demoUser } from './demo-user.js';

export interface SeedOptions {
  timeZone: string;
  now: Date;
  passwordHashCost: number;
}

/** Fills an empty database with the demo catalogue, theatres, seat maps and demo user; a no-op afterwards. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Serialises API processes starting together on a fresh database.
    await sql`SELECT pg_advisory_xact_lock(hashtext('reeltime-seed'))`.execute(trx);
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

    const theaters = await trx.insertInto('theaters').values(seedTheaters).returning('id').execute();
    await trx.insertInto('theater_seats').values(theaters.flatMap((theater) =>
      seatRows.flatMap(({ row, priceRupees }) =>
        Array.from({ length: SEATS_PER_ROW }, (_, index) => ({
          theater_id: theater.id,
          seat_number: `${row}${index + 1}`,
          row_label: row,
          seat_index: index + 1,
          price_paise: rupeesToPaise(priceRupees),
        }))),
    )).execute();

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
