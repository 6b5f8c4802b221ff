import type { FastifyInstance } from 'fastify';

/** After the grace period, how long closing the streams, the LISTEN connection and the pool may still take. */
export const SHUTDOWN_MARGIN_MS = 5_000;

export interface ShutdownOptions {
  /** How long requests in flight may take to finish. */
  graceMs: number;
  /** Ends the process (process.exit; replaced in tests). */
  exit: (code: number) => void;
}

/**
 * Shuts the server down on SIGTERM/SIGINT, always with exit code 0 within `graceMs + SHUTDOWN_MARGIN_MS`:
 * 1. at once every new request (also `/health`) answers 503 with `Connection: close`, the mail worker stops
 *    (an SMTP send in progress is aborted and its mail stays queued for the next process) and live seat
 *    streams end (browsers reconnect to another process);
 * 2. the listening socket closes; requests in flight finish, for at most `graceMs`, after which the
 *    connections still open are closed (a connection is closed as soon as its last request is answered);
 * 3. the LISTEN connection and the database pool close, and the process exits 0;
 * 4. whatever still hangs, the process exits 0 at `graceMs + SHUTDOWN_MARGIN_MS`, with an error logged.
 * A second signal during shutdown changes nothing.
 */
export function shutDownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let started: number | undefined;
  const shutdown = async (signal: string): Promise<void> => {
    if (started !== undefined) return;
    started = Date.now();
    const boundMs = options.graceMs + SHUTDOWN_MARGIN_MS;
    app.log.info(`${signal} received: shutting down (requests in flight get ${options.graceMs / 1000} s, exit within ${boundMs / 1000} s)`);
    // A keep-alive connection whose request was in flight falls idle once answered: closed then, not after its keep-alive timeout.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      app.log.warn(`shutdown: requests still running after ${options.graceMs / 1000} s; closing their connections`);
      app.server.closeAllConnections();
    }, options.graceMs);
    const deadline = setTimeout(() => {
      app.log.error(`shutdown did not finish within ${boundMs / 1000} s; exiting anyway`);
      options.exit(0);
    }, boundMs);
    try {
      await app.close();
      app.log.info(`shut down in ${Date.now() - started} ms`);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown: closing failed; exiting anyway');
    }
    clearInterval(reap);
    clearTimeout(cut);
    clearTimeout(deadline);
    options.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
