import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Where a PostgreSQL connection's statement and idle-in-transaction timeouts come from:
 * - 'startup': sent by the API as startup parameters of every connection it opens (PostgreSQL reached directly);
 * - 'role': the API sends none; they are the role's defaults (`ALTER ROLE … SET statement_timeout = …`), which
 *   every server connection a pooler opens starts with. A transaction pooler (PgBouncer) refuses unknown startup
 *   parameters, and one that ignores them would leave the timeouts at 0.
 */
export type DbSessionSettings = 'startup' | 'role';

/**
 * DB_SESSION_SETTINGS, or when unset: 'role' when DATABASE_DIRECT_URL names another address than DATABASE_URL
 * (requests then go through a pooler), else 'startup'.
 */
export function dbSessionSettings(
  raw: string | undefined,
  databaseUrl: string | undefined,
  directUrl: string | undefined,
): DbSessionSettings {
  if (raw === 'startup' || raw === 'role') return raw;
  if (raw !== undefined)
    throw new Error(`Environment variable DB_SESSION_SETTINGS must be startup or role, got "${raw}"`);
  return databaseUrl !== undefined && directUrl !== undefined && directUrl !== databaseUrl ? 'role' : 'startup';
}

/** The timeouts a connection is opened with: none in 'role' mode (the role's defaults apply). */
export function startupTimeouts(
  mode: DbSessionSettings,
  statementTimeoutMs: number,
): { statement_timeout?: number; idle_in_transaction_session_timeout?: number } {
  return mode === 'startup'
    ? { statement_timeout: statementTimeoutMs, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS }
    : {};
}

/** A transaction left open by a request that went away is ended by PostgreSQL after this long. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/**
 * In 'role' mode, says in the log when a pooled connection runs without a statement timeout: the role's defaults
 * were not set (`ALTER ROLE … SET statement_timeout = …`), so a runaway query would hold its connection forever.
 */
export async function warnWithoutRoleTimeouts(
  db: Kysely<Database>,
  log: { warn(message: string): void },
): Promise<void> {
  const { rows } = await sql<{ statement_timeout: string; idle_in_transaction_session_timeout: string }>`
    SELECT current_setting('statement_timeout') AS statement_timeout,
           current_setting('idle_in_transaction_session_timeout') AS idle_in_transaction_session_timeout`.execute(db);
  const unset = Object.entries(rows[0])
    .filter(([, value]) => value === '0')
    .map(([name]) => name);
  if (unset.length > 0) {
    log.warn(
      `DB_SESSION_SETTINGS=role, but pooled connections run with ${unset.join(' and ')} = 0 (no limit): ` +
        `set them as the role's defaults, e.g. ALTER ROLE <api role> SET ${unset[0]} = '${unset[0] === 'statement_timeout' ? '10s' : '30s'}'`,
    );
  }
}
