/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * the server was shut down or restarted, a connection was cut or terminated, no connection could be
 * made in time, or a statement ran past its timeout. Such requests answer 503 and may be retried.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (server stopping, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or never-made connection with a bare message and no code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|timeout expired|Query read timeout|terminating connection/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    current = current.cause as typeof current, depth++
  ) {
    if (typeof current.code === 'string' && UNAVAILABLE_CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';
