import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

const SCREEN_LOCK_NAMESPACE = 7_302;

/**
 * Serialises scheduling on one screen for the rest of the transaction, across every API process: two requests
 * checking for clashes at once would both find the screen free and both insert.
 */
export async function lockScreenSchedule(trx: Transaction<Database>, screenId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SCREEN_LOCK_NAMESPACE}, ${screenId})`.execute(trx);
}
