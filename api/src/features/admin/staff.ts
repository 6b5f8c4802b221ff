import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import type { Staff } from './schemas.js';

export const NOT_STAFF_MESSAGE = 'This account is not a staff account.';
export const NO_CINEMA_MESSAGE = 'This staff account is not assigned to a cinema.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff. */
    staff?: Staff;
  }
}

/**
 * preHandler for /api/admin/*: 401 without a valid token, 403 for a customer account, and 403 for a staff
 * account that admits for no cinema (neither every cinema nor a theatre that still exists: its theatre was deleted).
 */
export function requireStaff(ctx: AppContext) {
  const authenticate = requireUser(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    const user = await ctx.db.selectFrom('users')
      .leftJoin('theaters', 'theaters.id', 'users.theater_id')
      .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.all_cinemas', 'theaters.id as theater_id', 'theaters.name as theater_name'])
      .where('users.id', '=', currentUserId(request))
      .executeTakeFirst();
    if (!user || (user.role !== 'staff' && user.role !== 'admin')) throw forbidden(NOT_STAFF_MESSAGE);
    const everyCinema = user.all_cinemas || user.role === 'admin';
    const theater = user.theater_id === null || user.theater_name === null ? null : { id: user.theater_id, name: user.theater_name };
    if (!everyCinema && !theater) throw forbidden(NO_CINEMA_MESSAGE);
    request.staff = {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      theater: everyCinema ? null : theater,
    };
  };
}

export function currentStaff(request: FastifyRequest): Staff {
  if (!request.staff) throw forbidden(NOT_STAFF_MESSAGE);
  return request.staff;
}
