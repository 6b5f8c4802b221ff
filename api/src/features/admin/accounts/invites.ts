import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { ApiError, badRequest } from '../../../http/errors.js';
import { backOfficePasswordProblem } from '../../auth/back-office-password.js';
import { hashPassword } from '../../auth/passwords.js';
import type { BackOfficeRole } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { inTransaction } from '../../../db/transaction.js';
import type { InviteAcceptBody, InviteDetails } from './schemas.js';

const HOUR_MS = 3_600_000;
export const INVITE_UNKNOWN =
  'This invitation link is not valid: it may have been replaced by a newer invitation. Ask your admin to send a new one.';
export const INVITE_USED = 'This invitation was already used. Sign in with your e-mail and the password you chose.';
export const INVITE_EXPIRED = 'This invitation has expired. Ask your admin to send a new one.';
export const INVITE_DISABLED = 'This account has been disabled. Ask your admin to enable it again.';

const ROLE_WORDS: Record<BackOfficeRole, string> = {
  admin: 'an admin of the whole chain',
  manager: 'a manager',
  staff: 'door staff',
};

/** Only this hash of a code is stored: 32 random bytes cannot be guessed, so no key is needed. */
export function inviteCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * Gives the account a new one-time invitation code, replacing (and so voiding) any earlier one, and resolves to the
 * code and when it expires. Run it in the transaction that creates or changes the account.
 */
export async function issueInvite(
  trx: Kysely<Database>,
  ctx: AppContext,
  userId: number,
  invitedBy: number,
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.inviteTtlHours * HOUR_MS);
  const values = {
    user_id: userId,
    code_hash: inviteCodeHash(code),
    expires_at: expiresAt,
    used_at: null,
    created_by: invitedBy,
    created_at: now,
  };
  await trx
    .insertInto('account_invites')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        code_hash: values.code_hash,
        expires_at: expiresAt,
        used_at: null,
        created_by: invitedBy,
        created_at: now,
      }),
    )
    .execute();
  return { code, expiresAt };
}

/**
 * E-mails the invitation. The code travels in the link's fragment (after #), which browsers never send to a server,
 * so it stays out of server logs and Referer headers.
 */
export async function sendInvite(
  ctx: AppContext,
  invitation: {
    email: string;
    name: string;
    role: BackOfficeRole;
    cinemas: string[];
    invitedBy: string;
    code: string;
    expiresAt: Date;
  },
): Promise<void> {
  const scope =
    invitation.role === 'admin'
      ? ''
      : invitation.cinemas.length > 0
        ? ` of ${invitation.cinemas.join(', ')}`
        : ' of every cinema';
  const hours = ctx.config.inviteTtlHours;
  try {
    await ctx.notifier.send({
      to: invitation.email,
      channel: 'email',
      subject: 'Your invitation to the ReelTime back office',
      text: [
        `Hello ${invitation.name},`,
        '',
        `${invitation.invitedBy} invited you to the ReelTime back office as ${ROLE_WORDS[invitation.role]}${scope}.`,
        'Choose your password here:',
        '',
        `${ctx.config.siteUrl}/admin/invite#code=${invitation.code}`,
        '',
        `The link works once and expires in ${hours} hours (${invitation.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC).`,
        'If you did not expect this invitation, ignore this e-mail.',
      ].join('\n'),
    });
  } catch (error) {
    throw new ApiError(
      502,
      'The account was saved but the invitation e-mail could not be sent. Try "Resend invitation" in a moment.',
      { cause: error },
    );
  }
}

export function createInviteService(ctx: AppContext) {
  const { db } = ctx;

  /** The live invitation of a code, or the 400/410 that explains why it does not work. */
  async function liveInvite(code: string) {
    const row = await db
      .selectFrom('account_invites as invite')
      .innerJoin('users', 'users.id', 'invite.user_id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.role',
        'users.all_cinemas',
        'users.disabled_at',
        'invite.code_hash',
        'invite.expires_at',
        'invite.used_at',
      ])
      .where('invite.code_hash', '=', inviteCodeHash(code))
      .executeTakeFirst();
    if (!row || row.role === 'customer') throw badRequest(INVITE_UNKNOWN);
    if (row.used_at) throw new ApiError(410, INVITE_USED);
    if (row.disabled_at) throw new ApiError(410, INVITE_DISABLED);
    if (row.expires_at <= ctx.now()) throw new ApiError(410, INVITE_EXPIRED);
    return { ...row, role: row.role as BackOfficeRole };
  }

  return {
    async lookup(code: string): Promise<InviteDetails> {
      const invite = await liveInvite(code);
      const allCinemas = invite.role === 'admin' || invite.all_cinemas;
      const cinemas = allCinemas
        ? []
        : await db
            .selectFrom('user_cinemas')
            .innerJoin('theaters', 'theaters.id', 'user_cinemas.theater_id')
            .select(['theaters.id', 'theaters.name'])
            .where('user_cinemas.user_id', '=', invite.id)
            .orderBy('theaters.name')
            .execute();
      return {
        name: invite.name,
        email: invite.email,
        role: invite.role,
        allCinemas,
        cinemas,
        expiresAt: invite.expires_at.toISOString(),
      };
    },

    /** Sets the password, spends the code and signs the person in. */
    async accept(body: InviteAcceptBody, address: string): Promise<{ token: string; email: string }> {
      const invite = await liveInvite(body.code);
      const problem = backOfficePasswordProblem(body.password, invite.email);
      if (problem) throw badRequest(problem);
      const passwordHash = await ctx.hashQueue.run(address, () => hashPassword(body.password, ctx.passwordHashCost));
      const now = ctx.now();
      const tokenVersion = await inTransaction(db, async (trx) => {
        // Conditional on the code still being live, so of two acceptances at once exactly one sets the password.
        const spent = await trx
          .updateTable('account_invites')
          .set({ used_at: now })
          .where('user_id', '=', invite.id)
          .where('code_hash', '=', invite.code_hash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!spent) throw new ApiError(410, INVITE_USED);
        const user = await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            token_version: eb('token_version', '+', 1),
            last_login_at: now,
          }))
          .where('id', '=', invite.id)
          .where('disabled_at', 'is', null)
          .returning('token_version')
          .executeTakeFirst();
        if (!user) throw new ApiError(410, INVITE_DISABLED);
        await recordAudit(
          trx,
          { id: invite.id, email: invite.email },
          {
            action: 'accept-invite',
            entity: 'account',
            entityId: invite.id,
            after: { status: 'active' },
          },
        );
        return user.token_version;
      });
      return { token: await ctx.tokens.sign(invite.id, tokenVersion), email: invite.email };
    },
  };
}
