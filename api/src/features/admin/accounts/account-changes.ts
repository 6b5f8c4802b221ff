import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { inTransaction, isUniqueViolation } from '../../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../../http/errors.js';
import { normalizeEmail } from '../../auth/identifiers.js';
import { personName } from '../../auth/person-name.js';
import type { BackOfficeRole, BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { ACCOUNT_NOT_FOUND, findAccounts } from './account-list.js';
import { issueInvite, sendInvite } from './invites.js';
import type { Account, AccountUpdateBody, InviteBody } from './schemas.js';

export const LAST_ADMIN = 'This is the last active admin: make another account an admin first, so the chain keeps one.';
const EMAIL_TAKEN = 'email: an account with this email already exists';
const CUSTOMER_EMAIL = 'email: this address belongs to a customer account; invite the person with another address';

/** A password hash no password matches (verifyPassword accepts only scrypt hashes): an invited account cannot sign in yet. */
const unusablePassword = () => `invited$${randomBytes(24).toString('base64url')}`;

interface Scope {
  allCinemas: boolean;
  cinemaIds: number[];
}

/** What the account's record in the audit log shows: never a password hash or a code. */
function audited(account: Account) {
  return {
    name: account.name,
    email: account.email,
    role: account.role,
    status: account.status,
    allCinemas: account.allCinemas,
    cinemas: account.cinemas.map((cinema) => cinema.name),
  };
}

/** The cinemas a role works for: an admin every cinema; a manager or staff every cinema, or at least one that exists. */
async function checkScope(db: Kysely<Database>, role: BackOfficeRole, scope: Scope): Promise<Scope> {
  if (role === 'admin') return { allCinemas: true, cinemaIds: [] };
  if (scope.allCinemas) {
    if (scope.cinemaIds.length > 0) throw badRequest('cinemaIds must be empty when allCinemas is true');
    return scope;
  }
  if (scope.cinemaIds.length === 0)
    throw badRequest('cinemaIds must name at least one cinema, or set allCinemas to true');
  const found = await db.selectFrom('theaters').select('id').where('id', 'in', scope.cinemaIds).execute();
  const missing = scope.cinemaIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw badRequest(`cinemaIds: no cinema has the id ${missing.join(', ')}`);
  return scope;
}

async function saveScope(trx: Kysely<Database>, userId: number, scope: Scope): Promise<void> {
  await trx.deleteFrom('user_cinemas').where('user_id', '=', userId).execute();
  if (scope.cinemaIds.length > 0) {
    await trx
      .insertInto('user_cinemas')
      .values(scope.cinemaIds.map((theaterId) => ({ user_id: userId, theater_id: theaterId })))
      .execute();
  }
}

/** Refuses to leave the chain without an active admin; locks the admins' rows so two changes cannot both pass. */
async function keepAnActiveAdmin(trx: Kysely<Database>, leavingId: number): Promise<void> {
  const admins = await trx
    .selectFrom('users')
    .leftJoin('account_invites as invite', 'invite.user_id', 'users.id')
    .select('users.id')
    .where('users.role', '=', 'admin')
    .where('users.disabled_at', 'is', null)
    .where((eb) => eb.or([eb('invite.user_id', 'is', null), eb('invite.used_at', 'is not', null)]))
    .forUpdate('users')
    .execute();
  if (!admins.some((admin) => admin.id !== leavingId)) throw badRequest(LAST_ADMIN);
}

async function loadAccount(db: Kysely<Database>, id: number): Promise<Account> {
  const [account] = await findAccounts(db, { id });
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

export function createAccountChanges(ctx: AppContext) {
  const { db } = ctx;

  return {
    /**
     * Creates a back-office account that cannot sign in until its invitation is accepted, and e-mails the invitation.
     * The address of an account still invited gets a new invitation (and the changes); `created` tells which.
     */
    async invite(actor: BackOfficeUser, body: InviteBody): Promise<{ account: Account; created: boolean }> {
      const email = normalizeEmail(body.email);
      const name = personName(body.name, { field: 'name', blankMessage: 'name is required, up to 100 characters' });
      const scope = await checkScope(db, body.role, {
        allCinemas: body.allCinemas ?? false,
        cinemaIds: body.cinemaIds ?? [],
      });
      const pending = await db
        .selectFrom('users')
        .leftJoin('account_invites as invite', 'invite.user_id', 'users.id')
        .select(['users.id', 'users.role', 'users.disabled_at', 'invite.used_at', 'invite.user_id as invited'])
        .where('users.email', '=', email)
        .executeTakeFirst();
      if (pending?.role === 'customer') throw conflict(CUSTOMER_EMAIL);
      if (pending && (pending.invited === null || pending.used_at !== null || pending.disabled_at !== null))
        throw conflict(EMAIL_TAKEN);

      const result = await inTransaction(db, async (trx) => {
        let userId: number;
        let before: Account | undefined;
        if (pending) {
          before = await loadAccount(trx, pending.id);
          if (before.role === 'admin' && body.role !== 'admin') await keepAnActiveAdmin(trx, pending.id);
          await trx
            .updateTable('users')
            .set({ name, role: body.role, all_cinemas: scope.allCinemas })
            .where('id', '=', pending.id)
            .execute();
          userId = pending.id;
        } else {
          try {
            const inserted = await trx
              .insertInto('users')
              .values({
                name,
                email,
                phone: null,
                gender: '',
                password_hash: unusablePassword(),
                role: body.role,
                all_cinemas: scope.allCinemas,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            userId = inserted.id;
          } catch (error) {
            if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
            throw error;
          }
        }
        await saveScope(trx, userId, scope);
        const invitation = await issueInvite(trx, ctx, userId, actor.id);
        const account = await loadAccount(trx, userId);
        await recordAudit(trx, actor, {
          action: before ? 'reinvite' : 'invite',
          entity: 'account',
          entityId: userId,
          before: before ? audited(before) : null,
          after: audited(account),
        });
        return { account, invitation, created: !before };
      });
      await sendInvite(ctx, {
        email,
        name,
        role: body.role,
        cinemas: result.account.cinemas.map((cinema) => cinema.name),
        invitedBy: actor.name,
        ...result.invitation,
      });
      return { account: result.account, created: result.created };
    },

    /** Changes an account's name, role, cinemas or whether it is disabled, or sends it a new invitation. */
    async update(actor: BackOfficeUser, id: number, body: AccountUpdateBody): Promise<Account> {
      const current = await loadAccount(db, id);
      const name =
        body.name === undefined
          ? current.name
          : personName(body.name, { field: 'name', blankMessage: 'name is required, up to 100 characters' });
      const role = body.role ?? current.role;
      const wantsScope = body.allCinemas !== undefined || body.cinemaIds !== undefined || body.role !== undefined;
      const scope = wantsScope
        ? await checkScope(db, role, {
            allCinemas:
              body.allCinemas ??
              (body.cinemaIds !== undefined ? false : current.role !== 'admin' && current.allCinemas),
            cinemaIds: body.cinemaIds ?? (body.allCinemas === true ? [] : current.cinemas.map((cinema) => cinema.id)),
          })
        : undefined;
      const disabled = body.disabled ?? current.status === 'disabled';
      if (body.resendInvite && current.status !== 'invited') {
        throw badRequest(
          current.status === 'disabled'
            ? 'resendInvite: this account is disabled; enable it first'
            : 'resendInvite: this account has already accepted its invitation',
        );
      }
      if (body.resendInvite && disabled)
        throw badRequest('resendInvite: a disabled account cannot be invited; enable it in the same change or first');

      const result = await inTransaction(db, async (trx) => {
        const losesAdmin =
          current.role === 'admin' && (role !== 'admin' || (disabled && current.status !== 'disabled'));
        if (losesAdmin && current.status === 'active') await keepAnActiveAdmin(trx, id);
        const nowDisabled = disabled && current.status !== 'disabled';
        await trx
          .updateTable('users')
          .set((eb) => ({
            name,
            role,
            ...(scope ? { all_cinemas: scope.allCinemas } : {}),
            disabled_at: disabled ? (nowDisabled ? ctx.now() : eb.ref('disabled_at')) : null,
            // Disabling ends every session at once: tokens carry the version they were issued with.
            token_version: nowDisabled ? eb('token_version', '+', 1) : eb.ref('token_version'),
          }))
          .where('id', '=', id)
          .where('role', '<>', 'customer')
          .execute();
        if (scope) await saveScope(trx, id, scope);
        const invitation = body.resendInvite ? await issueInvite(trx, ctx, id, actor.id) : undefined;
        const account = await loadAccount(trx, id);
        const action = body.resendInvite
          ? 'reinvite'
          : body.disabled === true && nowDisabled
            ? 'disable'
            : body.disabled === false && current.status === 'disabled'
              ? 'enable'
              : 'update';
        await recordAudit(trx, actor, {
          action,
          entity: 'account',
          entityId: id,
          before: audited(current),
          after: audited(account),
        });
        return { account, invitation };
      });
      if (result.invitation) {
        await sendInvite(ctx, {
          email: current.email,
          name,
          role,
          cinemas: result.account.cinemas.map((cinema) => cinema.name),
          invitedBy: actor.name,
          ...result.invitation,
        });
      }
      return result.account;
    },
  };
}
