import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { hashPassword } from '../../features/auth/passwords.js';

/** Demo staff accounts (named in the README, created only by a demo start): one for every theatre, one for a single theatre. */
export const staffUsers = [
  { name: 'Front Desk', email: 'staff@reeltime.app', phone: '9876500001', password: 'staff1234', theaterName: null },
  { name: 'Aurora Door', email: 'aurora.staff@reeltime.app', phone: '9876500002', password: 'staff1234', theaterName: 'Aurora Cinemas' },
] as const;

/**
 * Demo start only: creates the demo staff accounts when missing, also in a database seeded before staff existed. An email
 * or phone some customer already registered is left alone: a customer is never promoted by the seed.
 */
export async function ensureStaffAccount(db: Kysely<Database>, passwordHashCost: number): Promise<void> {
  for (const staff of staffUsers) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', staff.email).executeTakeFirst();
    if (existing) continue;
    const theater = staff.theaterName
      ? await db.selectFrom('theaters').select('id').where('name', '=', staff.theaterName).executeTakeFirst()
      : undefined;
    await db.insertInto('users').values({
      name: staff.name,
      email: staff.email,
      phone: staff.phone,
      gender: '',
      password_hash: await hashPassword(staff.password, passwordHashCost),
      role: 'staff',
      theater_id: theater?.id ?? null,
      all_cinemas: staff.theaterName === null,
    }).onConflict((conflict) => conflict.doNothing()).execute();
  }
}
