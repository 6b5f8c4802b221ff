import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../http/errors.js';
import { NOT_BACK_OFFICE_MESSAGE, currentBackOffice, requireRole } from './access.js';
import type { Staff } from './schemas.js';

export const NOT_STAFF_MESSAGE = NOT_BACK_OFFICE_MESSAGE;
export const NO_CINEMA_MESSAGE = 'This account is not assigned to a cinema.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff. */
    staff?: Staff;
  }
}

/**
 * preHandler for the door routes (staff, managers and admins): 401 without a valid token, 403 for a customer
 * account, and 403 for an account that works for no cinema (neither every cinema nor a cinema that still exists).
 */
export function requireStaff(ctx: AppContext) {
  const backOffice = requireRole(ctx, 'staff');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await backOffice(request, reply);
    const user = currentBackOffice(request);
    const cinemas = user.cinemaIds.length === 0 ? [] : await ctx.db.selectFrom('theaters').select(['id', 'name'])
      .where('id', 'in', user.cinemaIds).orderBy('name').orderBy('id').execute();
    if (!user.allCinemas && cinemas.length === 0) throw forbidden(NO_CINEMA_MESSAGE);
    request.staff = {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      allCinemas: user.allCinemas,
      cinemas: user.allCinemas && user.role === 'admin' ? [] : cinemas,
    };
  };
}

export function currentStaff(request: FastifyRequest): Staff {
  if (!request.staff) throw forbidden(NOT_STAFF_MESSAGE);
  return request.staff;
}
