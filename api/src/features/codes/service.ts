import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { CodePurpose } from '../../db/schema.js';
import { ApiError, badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../http/errors.js';
import { ACCOUNT_DISABLED } from '../auth/service.js';
import { identifierFrom, type Identifier } from '../auth/identifiers.js';
import { hashPassword } from '../auth/passwords.js';
import { createAuthThrottle, subjectOf } from '../auth/throttle.js';
import { findUserByIdentifier } from '../auth/users.js';

export const CODE_LIFETIME_MS = 5 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const NOT_REGISTERED = 'This email/phone is not registered';
const CODE_EXPIRED = 'This code has expired or was already used. Please request a new one.';

const wording: Record<CodePurpose, { subject: string; purpose: string }> = {
  LOGIN: { subject: 'Your ReelTime login code', purpose: 'log in to ReelTime' },
  RESET_PASSWORD: { subject: 'Your ReelTime password reset code', purpose: 'reset your ReelTime password' },
};

export function createCodeService(ctx: AppContext) {
  const { db } = ctx;
  const throttle = createAuthThrottle(ctx);
  type Contact = { email?: string; phoneNumber?: string };

  const hashCode = (identifier: Identifier, purpose: CodePurpose, code: string) =>
    createHmac('sha256', ctx.codeHashKey).update(`${purpose}:${identifier.value}:${code}`).digest('base64url');

  async function send(contact: Contact, purpose: CodePurpose, address: string): Promise<void> {
    const identifier = identifierFrom(contact);
    const user = await findUserByIdentifier(db, identifier);
    if (!user) throw notFound(NOT_REGISTERED);
    if (user.disabled_at) throw forbidden(ACCOUNT_DISABLED);
    // Login and reset codes, by email or by phone, all spend the account's one budget.
    await throttle.subject('code-send', subjectOf(user, identifier.value), address);

    const now = ctx.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const resendAfter = new Date(now.getTime() - ctx.config.codeResendSeconds * 1000);
    // One statement decides the 30-second rule, so concurrent requests cannot both send a code.
    const issued = await db
      .insertInto('auth_codes')
      .values({
        identifier: identifier.value,
        purpose,
        user_id: user.id,
        code_hash: hashCode(identifier, purpose, code),
        attempts: 0,
        expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
        used_at: null,
        created_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['identifier', 'purpose'])
          .doUpdateSet((eb) => ({
            user_id: eb.ref('excluded.user_id'),
            code_hash: eb.ref('excluded.code_hash'),
            attempts: 0,
            expires_at: eb.ref('excluded.expires_at'),
            used_at: null,
            created_at: eb.ref('excluded.created_at'),
          }))
          .where('auth_codes.created_at', '<=', resendAfter),
      )
      .returning('identifier')
      .executeTakeFirst();

    if (!issued) {
      const previous = await db
        .selectFrom('auth_codes')
        .select('created_at')
        .where('identifier', '=', identifier.value)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      const waitMs = previous ? previous.created_at.getTime() + ctx.config.codeResendSeconds * 1000 - now.getTime() : 0;
      throw tooManyRequests(
        `Please wait ${Math.max(1, Math.ceil(waitMs / 1000))} seconds before requesting a new code.`,
      );
    }

    const { subject, purpose: action } = wording[purpose];
    try {
      await ctx.notifier.send({
        to: identifier.value,
        channel: identifier.kind === 'email' ? 'email' : 'sms',
        subject,
        text: `Your code to ${action} is ${code}. It expires in 5 minutes and works once. If you did not ask for it, ignore this message.`,
      });
    } catch (error) {
      await db
        .deleteFrom('auth_codes')
        .where('identifier', '=', identifier.value)
        .where('purpose', '=', purpose)
        .execute();
      throw new ApiError(502, 'We could not send the code right now. Please try again.', { cause: error });
    }
  }

  /** Burns the code on success; counts a wrong try otherwise. Returns the user the code was sent for. */
  async function consume(
    contact: Contact,
    purpose: CodePurpose,
    code: string,
    address: string,
    wrongCode: (message: string) => ApiError,
  ): Promise<number> {
    const identifier = identifierFrom(contact);
    const owner = await findUserByIdentifier(db, identifier);
    await throttle.subject('code-check', subjectOf(owner, identifier.value), address);
    const now = ctx.now();
    const row = await selectRow(identifier, purpose).executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now) throw wrongCode(CODE_EXPIRED);
    if (row.attempts >= MAX_WRONG_ATTEMPTS) throw wrongCode('Too many wrong attempts. Please request a new code.');

    const expected = Buffer.from(row.code_hash);
    const actual = Buffer.from(hashCode(identifier, purpose, code));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      const counted = await db
        .updateTable('auth_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('identifier', '=', identifier.value)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', row.code_hash)
        .returning('attempts')
        .executeTakeFirst();
      const left = MAX_WRONG_ATTEMPTS - (counted?.attempts ?? MAX_WRONG_ATTEMPTS);
      throw wrongCode(
        left > 0
          ? `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`
          : 'Too many wrong attempts. Please request a new code.',
      );
    }

    // Conditional on the code still being live, so two concurrent uses cannot both succeed.
    const used = await db
      .updateTable('auth_codes')
      .set({ used_at: now })
      .where('identifier', '=', identifier.value)
      .where('purpose', '=', purpose)
      .where('code_hash', '=', row.code_hash)
      .where('used_at', 'is', null)
      .where('attempts', '<', MAX_WRONG_ATTEMPTS)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw wrongCode(CODE_EXPIRED);
    return used.user_id;
  }

  function selectRow(identifier: Identifier, purpose: CodePurpose) {
    return db
      .selectFrom('auth_codes')
      .selectAll()
      .where('identifier', '=', identifier.value)
      .where('purpose', '=', purpose);
  }

  return {
    sendLoginCode: (contact: Contact, address: string) => send(contact, 'LOGIN', address),
    sendResetCode: (contact: Contact, address: string) => send(contact, 'RESET_PASSWORD', address),

    async loginWithCode(contact: Contact, code: string, address: string): Promise<string> {
      const userId = await consume(contact, 'LOGIN', code, address, unauthorized);
      const user = await db
        .selectFrom('users')
        .select(['token_version', 'disabled_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // auth_codes rows go with their user (ON DELETE CASCADE); this covers an account deleted meanwhile.
      if (!user) throw unauthorized(CODE_EXPIRED);
      if (user.disabled_at) throw forbidden(ACCOUNT_DISABLED);
      await db.updateTable('users').set({ last_login_at: ctx.now() }).where('id', '=', userId).execute();
      return ctx.tokens.sign(userId, user.token_version);
    },

    async resetPassword(contact: Contact, code: string, newPassword: string, address: string): Promise<void> {
      const userId = await consume(contact, 'RESET_PASSWORD', code, address, badRequest);
      const passwordHash = await ctx.hashQueue.run(address, () => hashPassword(newPassword, ctx.passwordHashCost));
      // Bumping token_version revokes every token issued before the reset.
      await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: eb.val(passwordHash),
          token_version: eb('token_version', '+', 1),
        }))
        .where('id', '=', userId)
        .execute();
    },
  };
}
