import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../schema.js';
import { hashPassword, verifyPassword } from '../../features/auth/passwords.js';
import { demoUser } from './demo-user.js';
import { staffUsers } from './staff-user.js';

/** Every account the demo start creates, with the password the README publishes for it. */
export const demoAccounts: ReadonlyArray<{ email: string; password: string }> = [demoUser, ...staffUsers];

/**
 * For a start without demo data: an account that still has its published demo password (one a demo start
 * created in this database) gets an unguessable one instead, and its sessions end (token_version + 1).
 * Resolves to the emails retired; each is logged as a warning, never with a password.
 */
export async function retireDemoPasswords(
  db: Kysely<Database>,
  passwordHashCost: number,
  log: FastifyBaseLogger,
): Promise<string[]> {
  const retired: string[] = [];
  for (const account of demoAccounts) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (!user || !(await verifyPassword(account.password, user.password_hash))) continue;
    const unguessable = await hashPassword(randomBytes(32).toString('base64url'), passwordHashCost);
    await db
      .updateTable('users')
      .set((eb) => ({ password_hash: unguessable, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
    log.warn(
      { account: account.email },
      `Demo account ${account.email} had its published demo password: it can no longer log in and its sessions ended. ` +
        'Give it a new password with `npm run create-admin -w api -- --reset-password --email <email>` if it is still needed.',
    );
    retired.push(account.email);
  }
  return retired;
}
