import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../http/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser/optionalUser; null for anonymous callers. */
    userId: number | null;
    /** Set by requireClaimedUser: the caller the token names, not yet confirmed against the database. */
    claimedCaller?: ClaimedCaller;
  }
}

/** The account a verified token names; `confirm` looks it up (null: the token no longer stands). */
export interface ClaimedCaller {
  userId: number;
  confirm(): Promise<number | null>;
}

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please login again.';
export const LOGIN_REQUIRED_MESSAGE = 'Please login to continue.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The caller a request's token names, checked without the database: for answers that differ only for callers with
 * something on record (e.g. their own held seats), which then confirm the account with `confirm` before using it.
 * A token outlives a deleted account, a password change or reset and a disabled account: `confirm` is one
 * primary-key lookup that checks the user is still there, enabled, and the token was issued since the last change
 * (null otherwise: the token reads as expired).
 */
export async function claimedCaller(ctx: AppContext, request: FastifyRequest): Promise<ClaimedCaller | null> {
  const token = bearerToken(request);
  const verified = token ? await ctx.tokens.verify(token) : null;
  if (verified === null) return null;
  return {
    userId: verified.userId,
    async confirm() {
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', verified.userId)
        .where('token_version', '=', verified.tokenVersion)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      return user ? user.id : null;
    },
  };
}

async function resolveUser(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const claimed = await claimedCaller(ctx, request);
  return claimed ? claimed.confirm() : null;
}

/** preHandler: 401 without a valid token. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
    const userId = await resolveUser(ctx, request);
    if (userId === null) throw unauthorized(AUTH_EXPIRED_MESSAGE);
    request.userId = userId;
  };
}

/**
 * preHandler for a request that may be refused from public facts before its account is looked up (a hold of seats
 * the seat map shows taken): 401 without a token or with one that does not verify. The handler must call
 * `confirmCaller` before it writes or reads anything of the account.
 */
export function requireClaimedUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!bearerToken(request)) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
    const claimed = await claimedCaller(ctx, request);
    if (claimed === null) throw unauthorized(AUTH_EXPIRED_MESSAGE);
    request.claimedCaller = claimed;
  };
}

/** The request's claimed caller (requireClaimedUser), before it is confirmed. */
export function claimedUser(request: FastifyRequest): ClaimedCaller {
  if (!request.claimedCaller) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
  return request.claimedCaller;
}

/** The claimed caller's id once the database confirms the token still stands; 401 (expired) otherwise. */
export async function confirmCaller(caller: ClaimedCaller): Promise<number> {
  const userId = await caller.confirm();
  if (userId === null) throw unauthorized(AUTH_EXPIRED_MESSAGE);
  return userId;
}

/** preHandler: identifies the caller when a valid token is sent; anonymous otherwise, never an error. */
export function optionalUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.userId = await resolveUser(ctx, request);
  };
}

export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
  return request.userId;
}
