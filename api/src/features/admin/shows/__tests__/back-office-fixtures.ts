import { randomBytes } from 'node:crypto';
import type { TestApi } from '../../../../testing/test-app.js';
import { registerUser } from '../../../../testing/fixtures.js';
import type { UserRole } from '../../../../db/schema.js';

export interface TestCinema {
  theaterId: number;
  screenId: number;
  screenName: string;
}

/**
 * A cinema of its own with one screen ("Screen 1": rows A and B of 5 seats, A Prime at ₹250, B Classic at ₹150), in
 * `timeZone` with `cleaningMinutes` between shows — so a test's schedule meets no demo show.
 */
export async function createCinema(
  api: TestApi,
  options: { timeZone?: string; cleaningMinutes?: number } = {},
): Promise<TestCinema> {
  const db = api.app.db;
  const suffix = randomBytes(3).toString('hex');
  const theater = await db
    .insertInto('theaters')
    .values({
      name: `Test Cinema ${suffix}`,
      location: 'Test Road',
      city: 'Testpur',
      time_zone: options.timeZone ?? 'Asia/Kolkata',
      cleaning_minutes: options.cleaningMinutes ?? 15,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const screen = await db
    .insertInto('screens')
    .values({ theater_id: theater.id, name: 'Screen 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('screen_tiers')
    .values([
      { screen_id: screen.id, tier: 'Prime', price_paise: 25_000 },
      { screen_id: screen.id, tier: 'Classic', price_paise: 15_000 },
    ])
    .execute();
  await db
    .insertInto('screen_seats')
    .values(
      ['A', 'B'].flatMap((row) =>
        [1, 2, 3, 4, 5].map((index) => ({
          screen_id: screen.id,
          seat_number: `${row}${index}`,
          row_label: row,
          seat_index: index,
          column_number: index,
          tier: row === 'A' ? ('Prime' as const) : ('Classic' as const),
          kind: 'standard' as const,
        })),
      ),
    )
    .execute();
  return { theaterId: theater.id, screenId: screen.id, screenName: 'Screen 1' };
}

/** A signed-in account of `role` working for `cinemaIds` (an admin works for every cinema). */
export async function backOfficeAccount(
  api: TestApi,
  role: Exclude<UserRole, 'customer'>,
  cinemaIds: number[] = [],
): Promise<{ id: number; token: string; email: string }> {
  const user = await registerUser(api);
  const row = await api.app.db
    .updateTable('users')
    .set({ role })
    .where('email', '=', user.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cinemaIds.length > 0) {
    await api.app.db
      .insertInto('user_cinemas')
      .values(cinemaIds.map((theaterId) => ({ user_id: row.id, theater_id: theaterId })))
      .execute();
  }
  return { id: row.id, token: user.token, email: user.email };
}

/** A demo film and its running time. */
export async function someMovie(api: TestApi): Promise<{ id: number; title: string; runtime: number }> {
  const movie = await api.app.db
    .selectFrom('movies')
    .select(['id', 'title', 'duration_minutes'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: movie.id, title: movie.title, runtime: movie.duration_minutes };
}
