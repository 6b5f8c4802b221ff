import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import { badRequest } from '../../../http/errors.js';
import { addDays, toInstant } from '../../../lib/cinema-time.js';
import type { BackOfficeUser } from '../access.js';
import { likePattern } from '../accounts/account-list.js';
import type { AuditEntry, AuditQuery } from './schemas.js';

const DEFAULT_LIMIT = 50;

/** A yyyy-mm-dd day starts at 00:00 in the chain's time zone (`to` takes the day after's start); an instant is itself. */
function boundary(value: string, field: 'from' | 'to', timeZone: string): Date {
  if (value.length === 10) {
    if (addDays(value, 0) !== value)
      throw badRequest(`${field} must be a date (yyyy-mm-dd, chain time) or an ISO 8601 instant`);
    return toInstant({ date: field === 'to' ? addDays(value, 1) : value, time: '00:00' }, timeZone);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()))
    throw badRequest(`${field} must be a date (yyyy-mm-dd, chain time) or an ISO 8601 instant`);
  return instant;
}

/**
 * The audit log, newest first, a page at a time (by id). An admin reads every entry; a manager only the entries of
 * its cinemas (entries of no cinema, such as accounts, are the admins').
 */
export async function searchAudit(
  ctx: AppContext,
  user: BackOfficeUser,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const timeZone = ctx.config.cinemaTimeZone;
  const from = query.from ? boundary(query.from, 'from', timeZone) : undefined;
  const to = query.to ? boundary(query.to, 'to', timeZone) : undefined;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const q = query.q?.trim();
  const rows = await ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .$if(user.role !== 'admin', (qb) =>
      user.allCinemas
        ? qb.where('theater_id', 'is not', null)
        : qb.where('theater_id', 'in', user.cinemaIds.length > 0 ? user.cinemaIds : [0]),
    )
    .$if(query.entity !== undefined, (qb) => qb.where('entity', '=', query.entity!))
    .$if(query.action !== undefined, (qb) => qb.where('action', '=', query.action!))
    .$if(from !== undefined, (qb) => qb.where('at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('at', query.to!.length === 10 ? '<' : '<=', to!))
    .$if(query.before !== undefined, (qb) => qb.where('id', '<', String(query.before)))
    .$if(Boolean(q), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('actor_email', 'ilike', likePattern(q!)),
          eb('entity_id', '=', q!),
          eb(sql`"before"::text`, 'ilike', likePattern(q!)),
          eb(sql`"after"::text`, 'ilike', likePattern(q!)),
        ]),
      ),
    )
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actor: { id: row.actor_id, email: row.actor_email },
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      cinemaId: row.theater_id,
      before: row.before,
      after: row.after,
    })),
    nextBefore: rows.length > limit ? Number(page[page.length - 1].id) : null,
  };
}
