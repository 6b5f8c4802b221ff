import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors.js';
import { normalizeEmail, parseLoginName } from './identifiers.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import type { LoginBody, RegisterBody } from './schemas.js';
import { createAuthThrottle, subjectOf } from './throttle.js';
import { personName } from './person-name.js';
import { findUserByIdentifier, normalizeGender } from './users.js';

export const BAD_CREDENTIALS = 'Invalid email/mobile number or password';
export const ACCOUNT_DISABLED = 'This account has been disabled. Ask your admin to enable it again.';
const EMAIL_TAKEN = 'An account with this email already exists';
const PHONE_TAKEN = 'An account with this mobile number already exists';

export function createAuthService(ctx: AppContext) {
  const { db } = ctx;
  const throttle = createAuthThrottle(ctx);
  return {
    async register(input: RegisterBody, address: string): Promise<void> {
      const gender = normalizeGender(input.gender);
      if (!gender) throw badRequest('gender must be one of: male, female, other');
      const name = personName(input.username, {
        field: 'username',
        blankMessage: 'username (your name) is required, up to 100 characters',
      });
      const email = normalizeEmail(input.email);
      const taken = await db
        .selectFrom('users')
        .select(['email', 'phone'])
        .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', input.phone)]))
        .execute();
      if (taken.some((user) => user.email === email)) throw conflict(EMAIL_TAKEN);
      if (taken.length > 0) throw conflict(PHONE_TAKEN);
      try {
        await db
          .insertInto('users')
          .values({
            name,
            email,
            phone: input.phone,
            gender,
            password_hash: await ctx.hashQueue.run(address, () => hashPassword(input.password, ctx.passwordHashCost)),
          })
          .execute();
      } catch (error) {
        // Two sign-ups racing for the same email or phone: the unique constraint decides.
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
        if (isUniqueViolation(error, 'users_phone_key')) throw conflict(PHONE_TAKEN);
        throw error;
      }
    },

    async login(input: LoginBody, address: string): Promise<string> {
      const identifier = parseLoginName(input.username);
      const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
      await throttle.subject(
        'login',
        subjectOf(user, identifier?.value ?? input.username.trim().toLowerCase()),
        address,
      );
      const valid = await ctx.hashQueue.run(address, () =>
        user
          ? verifyPassword(input.password, user.password_hash)
          : verifyAgainstDecoy(input.password, ctx.passwordHashCost),
      );
      if (!user || !valid) throw unauthorized(BAD_CREDENTIALS);
      // Told only to whoever knows the password, so it reveals nothing to others.
      if (user.disabled_at) throw forbidden(ACCOUNT_DISABLED);
      await db.updateTable('users').set({ last_login_at: ctx.now() }).where('id', '=', user.id).execute();
      return ctx.tokens.sign(user.id, user.token_version);
    },
  };
}
