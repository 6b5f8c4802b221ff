import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { addDays, toLocal } from '../../lib/cinema-time.js';
import { hashPassword } from '../../features/auth/passwords.js';
import { seedMovies } from './movies.js';
import { seedMoviePeople } from './movie-people.js';
import { layoutSeats, screenTimetables, seedTheaters } from './theaters.js';
import { rupeesToPaise } from '../../lib/money.js';
import { demoUser } from './demo-user.js';
import { seedDemoReviews } from './demo-reviews.js';

export interface SeedOptions {
  timeZone: string;
  now: Date;
  passwordHashCost: number;
}

/**
 * The demo start's data: fills an empty database with the demo catalogue, cinemas (each with its screens, their seat
 * layouts and tier prices), the demo customer and a few verified reviews of past shows. Afterwards it only adds the seed cinemas that the database lacks by
 * name, so an older demo database gains new cinemas.
 */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Serialises API processes starting together on a fresh database.
    await sql`SELECT pg_advisory_xact_lock(hashtext('reeltime-seed'))`.execute(trx);
    await addMissingTheaters(trx, options.timeZone);
    const existing = await trx.selectFrom('movies').select('id').limit(1).executeTakeFirst();
    if (existing) return;

    const today = toLocal(options.now, options.timeZone).date;
    await trx
      .insertInto('movies')
      .values(
        seedMovies.map((movie) => ({
          title: movie.title,
          description: movie.description,
          trailer: movie.trailer,
          duration_minutes: movie.durationMinutes,
          certification: movie.certification,
          languages: movie.languages,
          genres: movie.genres,
          release_date: movie.releasedDaysAgo === null ? null : addDays(today, -movie.releasedDaysAgo),
          poster_colors: movie.posterColors,
          cast_members: JSON.stringify(seedMoviePeople[movie.title]?.cast ?? []),
          crew: JSON.stringify(seedMoviePeople[movie.title]?.crew ?? []),
        })),
      )
      .execute();

    const demoPasswordHash = await hashPassword(demoUser.password, options.passwordHashCost);
    await trx
      .insertInto('users')
      .values({
        name: demoUser.name,
        email: demoUser.email,
        phone: demoUser.phone,
        gender: demoUser.gender,
        password_hash: demoPasswordHash,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await seedDemoReviews(trx, options);
  });
}

/** Each seed cinema with its screens ("Screen 1", …), every screen with the cinema's layout and tier prices. */
async function addMissingTheaters(trx: Kysely<Database>, timeZone: string): Promise<void> {
  const added = await trx
    .insertInto('theaters')
    .values(
      seedTheaters.map(({ name, location, city, facilities }) => ({
        name,
        location,
        city,
        facilities,
        time_zone: timeZone,
      })),
    )
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning(['id', 'name'])
    .execute();
  if (added.length === 0) return;
  const layouts = new Map(seedTheaters.map((theater) => [theater.name, theater.layout]));
  const screens = await trx
    .insertInto('screens')
    .values(
      added.flatMap((theater) =>
        screenTimetables.map((_, index) => ({ theater_id: theater.id, name: `Screen ${index + 1}` })),
      ),
    )
    .returning(['id', 'theater_id'])
    .execute();
  const layoutOf = (theaterId: number) => layouts.get(added.find((theater) => theater.id === theaterId)!.name)!;
  await trx
    .insertInto('screen_tiers')
    .values(
      screens.flatMap((screen) =>
        layoutOf(screen.theater_id).tiers.map((tier) => ({
          screen_id: screen.id,
          tier: tier.tier,
          price_paise: rupeesToPaise(tier.priceRupees),
        })),
      ),
    )
    .execute();
  await trx
    .insertInto('screen_seats')
    .values(
      screens.flatMap((screen) =>
        layoutSeats(layoutOf(screen.theater_id)).map(({ price_paise: _price, ...seat }) => ({
          ...seat,
          screen_id: screen.id,
        })),
      ),
    )
    .execute();
}
