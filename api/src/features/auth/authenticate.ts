import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../http/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser/optionalUser; null for anonymous callers. */
    userId: number | null;
  }
}

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please login again.';
export const LOGIN_REQUIRED_MESSAGE = 'Please login to continue.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

async function resolveUser(ctx: AppContext, token: string): Promise<number | null> {
  const verified = await ctx.tokens.verify(token);
  if (verified === null) return null;
  // A token outlives a deleted account, a password change or reset and a disabled account: one primary-key
  // lookup checks the user is still there, enabled, and the token was issued since the last change (else it reads as expired).
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', verified.userId)
    .where('token_version', '=', verified.tokenVersion)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return user ? user.id : null;
}

/** preHandler: 401 without a valid token. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
    const userId = await resolveUser(ctx, token);
    if (userId === null) throw unauthorized(AUTH_EXPIRED_MESSAGE);
    request.userId = userId;
  };
}

/** preHandler: identifies the caller when a valid token is sent; anonymous otherwise, never an error. */
export function optionalUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    request.userId = token ? await resolveUser(ctx, token) : null;
  };
}

export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
  return request.userId;
}
