import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { UserRole } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';

export type BackOfficeRole = Exclude<UserRole, 'customer'>;

/** The signed-in back-office account and the cinemas it may act for. */
export interface BackOfficeUser {
  id: number;
  name: string;
  email: string;
  role: BackOfficeRole;
  /** Every cinema of the chain (an admin, or an account given all cinemas)… */
  allCinemas: boolean;
  /** …or these (ids, ascending). */
  cinemaIds: number[];
}

export const NOT_BACK_OFFICE_MESSAGE = 'This account cannot use the back office.';
export const ROLE_MESSAGE: Record<BackOfficeRole, string> = {
  staff: 'Only staff, managers and admins may do this.',
  manager: 'Only managers and admins may do this.',
  admin: 'Only an admin may do this.',
};
const RANK: Record<BackOfficeRole, number> = { staff: 1, manager: 2, admin: 3 };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole. */
    backOffice?: BackOfficeUser;
  }
}

/** The back-office account behind a user id, or undefined for customers and unknown ids. */
export async function loadBackOfficeUser(ctx: AppContext, userId: number): Promise<BackOfficeUser | undefined> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'all_cinemas'])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('user_cinemas')
            .select((inner) => inner.fn.agg<number[]>('array_agg', ['user_cinemas.theater_id']).as('ids'))
            .whereRef('user_cinemas.user_id', '=', 'users.id'),
          eb.val<number[]>([]),
        )
        .as('cinema_ids'),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.role === 'customer') return undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    allCinemas: user.role === 'admin' || user.all_cinemas,
    cinemaIds: [...(user.cinema_ids ?? [])].map(Number).sort((a, b) => a - b),
  };
}

/**
 * preHandler for a back-office route open to `minimum` and every role above it (staff < manager < admin):
 * 401 without a valid token, 403 for customers and lower roles.
 */
export function requireRole(ctx: AppContext, minimum: BackOfficeRole) {
  const authenticate = requireUser(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    const user = await loadBackOfficeUser(ctx, currentUserId(request));
    if (!user) throw forbidden(NOT_BACK_OFFICE_MESSAGE);
    if (RANK[user.role] < RANK[minimum]) throw forbidden(ROLE_MESSAGE[minimum]);
    request.backOffice = user;
  };
}

export function currentBackOffice(request: FastifyRequest): BackOfficeUser {
  if (!request.backOffice) throw forbidden(NOT_BACK_OFFICE_MESSAGE);
  return request.backOffice;
}

export function canActFor(user: BackOfficeUser, theaterId: number): boolean {
  return user.allCinemas || user.cinemaIds.includes(theaterId);
}

/**
 * Refuses a cinema outside the account's scope with the same 404 as a cinema that does not exist, so a manager
 * learns nothing of other cinemas (pass the message the route answers for a missing object).
 */
export function assertCanActFor(user: BackOfficeUser, theaterId: number, notFoundMessage: string): void {
  if (!canActFor(user, theaterId)) throw notFound(notFoundMessage);
}

/** The cinemas a query must be limited to: undefined for every cinema. */
export function cinemaScope(user: BackOfficeUser): number[] | undefined {
  return user.allCinemas ? undefined : user.cinemaIds;
}
