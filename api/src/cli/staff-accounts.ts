import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../features/auth/passwords.js';
import { isPublishedValue } from '../security/published-values.js';

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 128;

/** A refusal create-admin prints as is (exit code 1). */
export class AccountCommandError extends Error {
  override name = 'AccountCommandError';
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: 'admin' | 'staff';
  /** Theatre name a staff account admits tickets for; none: every theatre (always none for an admin). */
  cinema?: string;
  phone?: string;
}

export interface StaffAccountSummary {
  id: number;
  email: string;
  name: string;
  role: string;
  theater: string | null;
}

/** At least 12 characters (at most 128, the login's limit), and not a value the repository publishes. */
export function checkPassword(password: string, email: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AccountCommandError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new AccountCommandError(`The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (isPublishedValue(password) || password.trim().toLowerCase() === email) {
    throw new AccountCommandError('That password is published or is the email itself: choose another one.');
  }
}

async function describe(db: Kysely<Database>, id: number): Promise<StaffAccountSummary> {
  const row = await db.selectFrom('users').leftJoin('theaters', 'theaters.id', 'users.theater_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role', 'theaters.name as theater'])
    .where('users.id', '=', id).executeTakeFirstOrThrow();
  return row;
}

/**
 * What createStaffAccount checks before it writes (the email and phone are free, the cinema exists), so the
 * command can refuse before asking for a password. Resolves to the theatre's id (null: every theatre).
 */
export async function checkNewAccount(db: Kysely<Database>, account: NewStaffAccount): Promise<number | null> {
  const existing = await db.selectFrom('users').select(['role', 'email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', account.email), ...(account.phone ? [eb('phone', '=', account.phone)] : [])]))
    .executeTakeFirst();
  if (existing?.email === account.email) {
    throw new AccountCommandError(
      `An account with email ${account.email} already exists (${existing.role === 'admin' ? 'an' : 'a'} ${existing.role} account). Choose another email, `
      + 'or add --reset-password to give an existing staff or admin account a new password.',
    );
  }
  if (existing) throw new AccountCommandError(`The phone number ${account.phone} belongs to another account.`);
  let theaterId: number | null = null;
  if (account.cinema !== undefined) {
    const theater = await db.selectFrom('theaters').select('id').where('name', '=', account.cinema).executeTakeFirst();
    if (!theater) {
      const names = (await db.selectFrom('theaters').select('name').orderBy('name').execute()).map((row) => row.name);
      throw new AccountCommandError(`No cinema is named "${account.cinema}". Cinemas: ${names.join(', ') || 'none yet (start the API once to seed them)'}.`);
    }
    theaterId = theater.id;
  }
  return theaterId;
}

/** Creates a staff or admin account; refuses an email or phone some account already has. */
export async function createStaffAccount(db: Kysely<Database>, account: NewStaffAccount, password: string, passwordHashCost: number): Promise<StaffAccountSummary> {
  const theaterId = await checkNewAccount(db, account);
  const inserted = await db.insertInto('users').values({
    name: account.name,
    email: account.email,
    phone: account.phone ?? null,
    gender: '',
    password_hash: await hashPassword(password, passwordHashCost),
    role: account.role,
    theater_id: theaterId,
    // Staff without a cinema admit for every cinema, stored as such (an admin is the whole chain anyway).
    all_cinemas: theaterId === null,
  }).onConflict((conflict) => conflict.doNothing()).returning('id').executeTakeFirst();
  if (!inserted) throw new AccountCommandError(`An account with email ${account.email} or phone ${account.phone} was created meanwhile.`);
  return describe(db, inserted.id);
}

/** The staff or admin account of this email; refuses an unknown email and a customer's. */
export async function findStaffAccount(db: Kysely<Database>, email: string): Promise<{ id: number }> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (!user) throw new AccountCommandError(`No account has the email ${email}.`);
  if (user.role !== 'staff' && user.role !== 'admin') {
    throw new AccountCommandError(`${email} is a customer account: customers reset their own password on the site.`);
  }
  return user;
}

/** Gives an existing staff or admin account a new password and ends its sessions; a customer's is not touched. */
export async function resetStaffPassword(db: Kysely<Database>, email: string, password: string, passwordHashCost: number): Promise<StaffAccountSummary> {
  const user = await findStaffAccount(db, email);
  const passwordHash = await hashPassword(password, passwordHashCost);
  await db.updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', user.id)
    .execute();
  return describe(db, user.id);
}
