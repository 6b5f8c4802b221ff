import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics } from 'prom-client';
import type { FeatureOptions } from '../../app-context.js';
import { appMetrics } from './app-metrics.js';
import { serveMetrics, type MetricsServer } from './metrics-server.js';
import { observeMailQueue } from './mail-queue-metrics.js';
import { observePool } from './pool-metrics.js';
import { countBookingStep } from './request-outcomes.js';
import { IDEMPOTENT_REPLAYED } from '../payments/replay-header.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where /metrics is served (METRICS_PORT), once the app is ready; null when it is not served. */
    readonly metricsUrl: string | null;
  }
}

export interface MetricsOptions extends FeatureOptions {
  pool: pg.Pool;
}

/**
 * Prometheus metrics on METRICS_PORT (see docs/observability.md): every answer by route pattern and status,
 * holds, payments and bookings by outcome, the database pool, the mail queue, and Node's own (event-loop lag
 * among them). With METRICS_PORT unset nothing is collected or served.
 */
const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, { ctx, pool }) => {
  let server: MetricsServer | undefined;
  app.decorate('metricsUrl', { getter: () => server?.url ?? null });
  const { metricsPort, metricsToken, host } = ctx.config;
  if (metricsPort === undefined) return;

  const metrics = appMetrics(ctx);
  collectDefaultMetrics({ register: metrics.registry });
  observePool(metrics, pool);
  observeMailQueue(metrics, ctx.db, ctx.now);
  // Timed when the answer is ready to send: a live seat stream (a hijacked reply, open for minutes) never is.
  app.addHook('onSend', async (request, reply, payload) => {
    // The route's pattern (`/movies/:id`), never the raw URL: one series per route, whatever clients send.
    const route = request.routeOptions.url ?? 'unmatched';
    const statusCode = reply.statusCode;
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(statusCode) },
      reply.elapsedTime / 1000,
    );
    countBookingStep(metrics, request.method, route, statusCode, reply.hasHeader(IDEMPOTENT_REPLAYED));
    return payload;
  });
  app.addHook('onReady', async () => {
    server = await serveMetrics(metrics.registry, { host, port: metricsPort, token: metricsToken });
  });
  app.addHook('onClose', async () => server?.close());
};

// Its hooks observe every route of the app, not only the routes of this plugin.
export const metricsFeature = Object.assign(metricsPlugin, { [Symbol.for('skip-override')]: true });
