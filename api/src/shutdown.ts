import type { FastifyInstance } from 'fastify';

/** After the grace period, how long closing the streams, the LISTEN connection and the pool may still take. */
export const SHUTDOWN_MARGIN_MS = 5_000;

export interface ShutdownOptions {
  /** SIGTERM: how long the process stays up, not ready but serving, before it stops accepting connections. */
  drainMs: number;
  /** How long requests in flight may take to finish. */
  graceMs: number;
  /** Ends the process (process.exit; replaced in tests). */
  exit: (code: number) => void;
}

/**
 * Shuts the server down on SIGTERM/SIGINT, always with exit code 0 within `drainMs + graceMs + SHUTDOWN_MARGIN_MS`:
 * 1. SIGTERM only (the orchestrator's or balancer's stop): for `drainMs` the process is not ready (`/health/ready`
 *    and `/health` answer 503, so the balancer's health check takes it out of rotation) but serves every request
 *    that still reaches it, each response closing its connection; SIGINT (Ctrl-C) skips this step;
 * 2. then every new request answers 503 with `Connection: close`, the mail worker stops (an SMTP send in progress
 *    is aborted and its mail handed back to the queue for the next process) and live seat streams end with a
 *    reconnect frame (browsers reconnect through the balancer to another process and refetch the seat map);
 * 3. the listening socket closes; requests in flight finish, for at most `graceMs`, after which the
 *    connections still open are closed (a connection is closed as soon as its last request is answered);
 * 4. the LISTEN connection and the database pool close, and the process exits 0;
 * 5. whatever still hangs, the process exits 0 at `drainMs + graceMs + SHUTDOWN_MARGIN_MS`, with an error logged.
 * A second signal during shutdown changes nothing.
 */
export function shutDownOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let started: number | undefined;
  const shutdown = async (signal: string): Promise<void> => {
    if (started !== undefined) return;
    started = Date.now();
    const drainMs = signal === 'SIGTERM' ? options.drainMs : 0;
    const boundMs = drainMs + options.graceMs + SHUTDOWN_MARGIN_MS;
    app.log.info(
      `${signal} received: shutting down (not ready for ${drainMs / 1000} s, then requests in flight get ${options.graceMs / 1000} s; exit within ${boundMs / 1000} s)`,
    );
    app.readiness.startDraining();
    // A keep-alive connection whose request was in flight falls idle once answered: closed then, not after its keep-alive timeout.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      app.log.error(`shutdown did not finish within ${boundMs / 1000} s; exiting anyway`);
      options.exit(0);
    }, boundMs);
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const cut = setTimeout(() => {
      app.log.warn(`shutdown: requests still running after ${options.graceMs / 1000} s; closing their connections`);
      app.server.closeAllConnections();
    }, options.graceMs);
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
