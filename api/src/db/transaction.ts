import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const MAX_ATTEMPTS = 4;

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/**
 * Runs `work` in a transaction, retrying when PostgreSQL aborts it to break a deadlock or a
 * serialization conflict between concurrent requests (the work must be safe to re-run).
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return retryingConflicts(() => db.transaction().execute(work));
}

/**
 * Runs `work` (one statement, which is its own transaction, or a whole transaction) again when PostgreSQL aborted it
 * to break a deadlock or a serialization conflict; it must be safe to re-run.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
