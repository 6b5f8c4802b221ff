import type { AppContext } from '../../app-context.js';
import type { UserRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { AUTH_EXPIRED_MESSAGE } from '../auth/authenticate.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { personName } from '../auth/person-name.js';
import { normalizeGender } from '../auth/users.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import type { ChangePasswordBody, Profile, UpdateProfileBody } from './schemas.js';

function toProfile(user: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'gender'>): Profile {
  return { id: user.id, username: user.name, email: user.email, phone: user.phone ?? '', gender: user.gender };
}

export function createProfileService(ctx: AppContext) {
  const { db } = ctx;

  async function user(userId: number): Promise<UserRow> {
    const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw unauthorized(AUTH_EXPIRED_MESSAGE);
    return row;
  }

  return {
    get: async (userId: number) => toProfile(await user(userId)),

    /** Only the name and gender can change; email and phone are fixed. */
    async update(userId: number, input: UpdateProfileBody): Promise<Profile> {
      const changes: { name?: string; gender?: string } = {};
      if (input.username !== undefined) {
        changes.name = personName(input.username, { field: 'username', blankMessage: 'username must not be blank' });
      }
      if (input.gender !== undefined) {
        const gender = normalizeGender(input.gender);
        if (gender === null) throw badRequest('gender must be one of: male, female, other');
        changes.gender = gender;
      }
      if (Object.keys(changes).length === 0) return toProfile(await user(userId));
      const updated = await db
        .updateTable('users')
        .set(changes)
        .where('id', '=', userId)
        .returning(['id', 'name', 'email', 'phone', 'gender'])
        .executeTakeFirst();
      if (!updated) throw unauthorized(AUTH_EXPIRED_MESSAGE);
      return toProfile(updated);
    },

    /**
     * Sets the new password and bumps token_version, which revokes every token issued before;
     * returns a fresh token for the caller.
     */
    async changePassword(userId: number, input: ChangePasswordBody, address: string): Promise<string> {
      const row = await user(userId);
      // Wrong current passwords are counted per account: a stolen session cannot guess the password.
      const wrongGuesses = [{ key: `change-password:account:${userId}`, rule: ctx.config.limits.changePassword }];
      const tooMany = 'Too many wrong current passwords. Please try again later or reset your password.';
      await ctx.limiter.check(wrongGuesses, tooMany);
      if (!(await ctx.hashQueue.run(address, () => verifyPassword(input.currentPassword, row.password_hash)))) {
        await ctx.limiter.hit(wrongGuesses);
        throw badRequest('Current password is incorrect');
      }
      const passwordHash = await ctx.hashQueue.run(address, () =>
        hashPassword(input.newPassword, ctx.passwordHashCost),
      );
      // Only if nothing changed since the check: a concurrent change or reset has revoked the caller's token.
      const updated = await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: eb.val(passwordHash),
          token_version: eb('token_version', '+', 1),
        }))
        .where('id', '=', userId)
        .where('token_version', '=', row.token_version)
        .returning('token_version')
        .executeTakeFirst();
      if (!updated) throw unauthorized(AUTH_EXPIRED_MESSAGE);
      return ctx.tokens.sign(userId, updated.token_version);
    },

    /** Favourites, holds, bookings and codes go with the account (ON DELETE CASCADE), which frees its seats. */
    async delete(userId: number): Promise<void> {
      const shows = await inTransaction(db, async (trx) => {
        // Locks the account's claims, so none is added between reading their shows and the delete.
        const claimed = await trx
          .selectFrom('seat_claims')
          .select('show_id')
          .where('user_id', '=', userId)
          .forUpdate()
          .execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return new Set(claimed.map((row) => row.show_id));
      });
      for (const showId of shows) cacheInvalidationFor(ctx).invalidateSeats(showId);
    },
  };
}
