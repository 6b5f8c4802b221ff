import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { BackOfficeUser } from '../access.js';

export interface AuditEntry {
  /** e.g. 'create', 'update', 'archive', 'cancel', 'refund', 'invite', 'disable'. */
  action: string;
  /** e.g. 'movie', 'cinema', 'screen', 'show', 'booking', 'account'. */
  entity: string;
  entityId: number | string | null;
  /** The cinema the change belongs to, if any: what a manager's audit view is limited to. */
  theaterId?: number | null;
  /** The object before and after the change (null: created / removed). Never passwords, tokens or card data. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records a back-office change. Call it in the transaction that makes the change, so the change and its record
 * commit together or not at all. The audit log is append-only: the database refuses UPDATE and DELETE on it.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  actor: Pick<BackOfficeUser, 'id' | 'email'>,
  entry: AuditEntry,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      theater_id: entry.theaterId ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
