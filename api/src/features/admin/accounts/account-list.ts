import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { BackOfficeRole } from '../access.js';
import type { Account, AccountListQuery } from './schemas.js';

export const ACCOUNT_NOT_FOUND = 'Account not found.';

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Back-office accounts (never customers) with their status and cinemas; one id, or those matching the query. */
export async function findAccounts(
  db: Kysely<Database>,
  filter: AccountListQuery & { id?: number },
): Promise<Account[]> {
  const q = filter.q?.trim();
  const rows = await db
    .selectFrom('users')
    .leftJoin('account_invites as invite', 'invite.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.all_cinemas',
      'users.disabled_at',
      'users.last_login_at',
      'users.created_at',
      'invite.used_at as invite_used_at',
      'invite.expires_at as invite_expires_at',
    ])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('user_cinemas')
            .innerJoin('theaters', 'theaters.id', 'user_cinemas.theater_id')
            .select(
              sql<
                { id: number; name: string }[]
              >`json_agg(json_build_object('id', theaters.id, 'name', theaters.name) ORDER BY theaters.name, theaters.id)`.as(
                'list',
              ),
            )
            .whereRef('user_cinemas.user_id', '=', 'users.id'),
          sql<{ id: number; name: string }[]>`'[]'::json`,
        )
        .as('cinemas'),
    )
    .where('users.role', '<>', 'customer')
    .$if(filter.id !== undefined, (qb) => qb.where('users.id', '=', filter.id!))
    .$if(filter.role !== undefined, (qb) => qb.where('users.role', '=', filter.role!))
    .$if(Boolean(q), (qb) =>
      qb.where((eb) =>
        eb.or([eb('users.name', 'ilike', likePattern(q!)), eb('users.email', 'ilike', likePattern(q!))]),
      ),
    )
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => {
    const invited = row.invite_expires_at !== null && row.invite_used_at === null;
    const allCinemas = row.role === 'admin' || row.all_cinemas;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as BackOfficeRole,
      status: row.disabled_at ? 'disabled' : invited ? 'invited' : 'active',
      allCinemas,
      cinemas: allCinemas ? [] : typeof row.cinemas === 'string' ? JSON.parse(row.cinemas) : row.cinemas,
      lastSignInAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      inviteExpiresAt: invited && !row.disabled_at ? new Date(row.invite_expires_at!).toISOString() : null,
      createdAt: new Date(row.created_at).toISOString(),
    } satisfies Account;
  });
}
