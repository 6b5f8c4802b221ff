import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../http/errors.js';
import { canActFor, type BackOfficeUser } from './access.js';
import type { Staff } from './schemas.js';

export const NO_CINEMA_MESSAGE = 'This account is not assigned to a cinema.';

/**
 * The door routes (the scanner, its show list, the account it shows) are open to every back-office role that works
 * somewhere: an account of no cinema (neither every cinema nor a cinema that still exists) is refused with 403.
 */
export function assertWorksAtACinema(user: BackOfficeUser): void {
  if (!user.allCinemas && user.cinemaIds.length === 0) throw forbidden(NO_CINEMA_MESSAGE);
}

async function cinemasOf(ctx: AppContext, user: BackOfficeUser): Promise<Staff['cinemas']> {
  if (user.cinemaIds.length === 0) return [];
  return ctx.db
    .selectFrom('theaters')
    .select(['id', 'name'])
    .where('id', 'in', user.cinemaIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Refuses a cinema the account does not admit for (403 naming the cinemas it admits for). */
export async function assertAdmitsFor(ctx: AppContext, user: BackOfficeUser, theaterId: number): Promise<void> {
  if (canActFor(user, theaterId)) return;
  const names = (await cinemasOf(ctx, user)).map((cinema) => cinema.name);
  throw forbidden(`This account admits tickets for ${names.join(', ')} only.`);
}

/** The account as the door shows it: its role and the cinemas it works for by name (none listed for an admin). */
export async function doorAccount(ctx: AppContext, user: BackOfficeUser): Promise<Staff> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    allCinemas: user.allCinemas,
    cinemas: user.allCinemas && user.role === 'admin' ? [] : await cinemasOf(ctx, user),
  };
}
