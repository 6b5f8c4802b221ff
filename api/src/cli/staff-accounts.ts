import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../features/auth/passwords.js';
import { MIN_BACK_OFFICE_PASSWORD_LENGTH, backOfficePasswordProblem } from '../features/auth/back-office-password.js';

export const MIN_PASSWORD_LENGTH = MIN_BACK_OFFICE_PASSWORD_LENGTH;

/** A refusal create-admin prints as is (exit code 1). */
export class AccountCommandError extends Error {
  override name = 'AccountCommandError';
}

export type StaffAccountRole = 'admin' | 'manager' | 'staff';

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffAccountRole;
  /** Names of the cinemas a staff or manager account works for; none: every cinema (always none for an admin). */
  cinemas?: string[];
  phone?: string;
}

export interface StaffAccountSummary {
  id: number;
  email: string;
  name: string;
  role: string;
  /** Names of its cinemas, by name; empty: every cinema. */
  cinemas: string[];
}

/** At least 12 characters (at most 128, the login's limit), and not a value the repository publishes. */
export function checkPassword(password: string, email: string): void {
  const problem = backOfficePasswordProblem(password, email);
  if (problem) throw new AccountCommandError(problem);
}

async function describe(db: Kysely<Database>, id: number): Promise<StaffAccountSummary> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const cinemas = await db
    .selectFrom('user_cinemas')
    .innerJoin('theaters', 'theaters.id', 'user_cinemas.theater_id')
    .select('theaters.name')
    .where('user_cinemas.user_id', '=', id)
    .orderBy('theaters.name')
    .execute();
  return { ...row, cinemas: cinemas.map((cinema) => cinema.name) };
}

/**
 * What createStaffAccount checks before it writes (the email and phone are free, the cinemas exist), so the
 * command can refuse before asking for a password. Resolves to the cinemas' ids (empty: every cinema).
 */
export async function checkNewAccount(db: Kysely<Database>, account: NewStaffAccount): Promise<number[]> {
  const existing = await db
    .selectFrom('users')
    .select(['role', 'email', 'phone'])
    .where((eb) =>
      eb.or([eb('email', '=', account.email), ...(account.phone ? [eb('phone', '=', account.phone)] : [])]),
    )
    .executeTakeFirst();
  if (existing?.email === account.email) {
    throw new AccountCommandError(
      `An account with email ${account.email} already exists (${existing.role === 'admin' ? 'an' : 'a'} ${existing.role} account). Choose another email, ` +
        'or add --reset-password to give an existing back-office account a new password.',
    );
  }
  if (existing) throw new AccountCommandError(`The phone number ${account.phone} belongs to another account.`);
  const ids: number[] = [];
  for (const name of account.cinemas ?? []) {
    const theater = await db.selectFrom('theaters').select('id').where('name', '=', name).executeTakeFirst();
    if (!theater) {
      const names = (await db.selectFrom('theaters').select('name').orderBy('name').execute()).map((row) => row.name);
      throw new AccountCommandError(
        `No cinema is named "${name}". Cinemas: ${names.join(', ') || 'none yet (add them in the back office first)'}.`,
      );
    }
    if (!ids.includes(theater.id)) ids.push(theater.id);
  }
  return ids;
}

/** Creates an admin, manager or staff account; refuses an email or phone some account already has. */
export async function createStaffAccount(
  db: Kysely<Database>,
  account: NewStaffAccount,
  password: string,
  passwordHashCost: number,
): Promise<StaffAccountSummary> {
  const theaterIds = await checkNewAccount(db, account);
  const passwordHash = await hashPassword(password, passwordHashCost);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        name: account.name,
        email: account.email,
        phone: account.phone ?? null,
        gender: '',
        password_hash: passwordHash,
        role: account.role,
        // Staff or a manager without a cinema work for every cinema, stored as such (an admin is the whole chain anyway).
        all_cinemas: theaterIds.length === 0,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted)
      throw new AccountCommandError(
        `An account with email ${account.email} or phone ${account.phone} was created meanwhile.`,
      );
    if (theaterIds.length > 0) {
      await trx
        .insertInto('user_cinemas')
        .values(theaterIds.map((theaterId) => ({ user_id: inserted.id, theater_id: theaterId })))
        .execute();
    }
    return inserted.id;
  });
  return describe(db, id);
}

/** The back-office account of this email; refuses an unknown email and a customer's. */
export async function findStaffAccount(db: Kysely<Database>, email: string): Promise<{ id: number }> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (!user) throw new AccountCommandError(`No account has the email ${email}.`);
  if (user.role === 'customer') {
    throw new AccountCommandError(`${email} is a customer account: customers reset their own password on the site.`);
  }
  return user;
}

/** Gives an existing back-office account a new password and ends its sessions; a customer's is not touched. */
export async function resetStaffPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
  passwordHashCost: number,
): Promise<StaffAccountSummary> {
  const user = await findStaffAccount(db, email);
  const passwordHash = await hashPassword(password, passwordHashCost);
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', user.id)
    .execute();
  return describe(db, user.id);
}
