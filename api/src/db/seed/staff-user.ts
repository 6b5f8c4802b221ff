import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../schema.js';
import { hashPassword } from '../../features/auth/passwords.js';

interface DemoBackOfficeAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
  role: Exclude<UserRole, 'customer'>;
  /** The cinemas it works for, by name; empty: every cinema. */
  cinemas: readonly string[];
}

/**
 * Demo back-office accounts (named in the README, created only by a demo start): door staff of every cinema and
 * of Aurora Cinemas only, an admin of the whole chain, and a manager of two Mumbai cinemas.
 */
export const staffUsers: readonly DemoBackOfficeAccount[] = [
  {
    name: 'Front Desk',
    email: 'staff@reeltime.app',
    phone: '9876500001',
    password: 'staff1234',
    role: 'staff',
    cinemas: [],
  },
  {
    name: 'Aurora Door',
    email: 'aurora.staff@reeltime.app',
    phone: '9876500002',
    password: 'staff1234',
    role: 'staff',
    cinemas: ['Aurora Cinemas'],
  },
  {
    name: 'Chain Admin',
    email: 'admin@reeltime.app',
    phone: '9876500003',
    password: 'admin1234',
    role: 'admin',
    cinemas: [],
  },
  {
    name: 'Mumbai Manager',
    email: 'manager@reeltime.app',
    phone: '9876500004',
    password: 'manager1234',
    role: 'manager',
    cinemas: ['Aurora Cinemas', 'Harbour Lights Cinema'],
  },
];

/**
 * Demo start only: creates the demo back-office accounts when missing, also in a database seeded before they existed.
 * An email or phone some customer already registered is left alone: a customer is never promoted by the seed.
 */
export async function ensureStaffAccount(db: Kysely<Database>, passwordHashCost: number): Promise<void> {
  for (const account of staffUsers) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (existing) continue;
    const theaters =
      account.cinemas.length === 0
        ? []
        : await db.selectFrom('theaters').select('id').where('name', 'in', account.cinemas).execute();
    const passwordHash = await hashPassword(account.password, passwordHashCost);
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('users')
        .values({
          name: account.name,
          email: account.email,
          phone: account.phone,
          gender: '',
          password_hash: passwordHash,
          role: account.role,
          all_cinemas: account.cinemas.length === 0,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted && theaters.length > 0) {
        await trx
          .insertInto('user_cinemas')
          .values(theaters.map((theater) => ({ user_id: inserted.id, theater_id: theater.id })))
          .execute();
      }
    });
  }
}
