'use strict';

/** How long requests in flight may take to finish once the server is told to stop, unless configured. */
const DEFAULT_GRACE_SECONDS = 10;

/** `SHUTDOWN_GRACE_SECONDS` in milliseconds (the API reads the same variable). */
function shutdownGraceMs(env = process.env) {
  const seconds = Number(env.SHUTDOWN_GRACE_SECONDS ?? DEFAULT_GRACE_SECONDS);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`SHUTDOWN_GRACE_SECONDS must be a number of seconds, not "${env.SHUTDOWN_GRACE_SECONDS}"`);
  return seconds * 1000;
}

/**
 * Closes `app`: it takes no new connection, requests in flight have `graceMs` to finish, and then whatever is
 * still open is closed. That last part is what ends an event stream forwarded to the API (it never finishes
 * by itself): the browser's EventSource reconnects, to another server behind the load balancer, and refetches.
 */
function closeWithin(app, graceMs) {
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  timer.unref();
  return app.close().finally(() => clearTimeout(timer));
}

/** Stops `app` and exits 0 on SIGTERM (a rolling restart, `docker stop`) and SIGINT (Ctrl+C). */
function stopOnSignals(app, env = process.env) {
  const graceMs = shutdownGraceMs(env);
  const stop = () => closeWithin(app, graceMs).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

module.exports = { closeWithin, shutdownGraceMs, stopOnSignals };
