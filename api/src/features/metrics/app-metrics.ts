import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { onePerApp, type AppContext } from '../../app-context.js';
import type { RateLimitRule } from '../../config.js';
import { rateLimitRuleNames } from './rate-limit-rules.js';

/** Seconds: from a cached read (a few ms) to the slowest a request may take before the request timeout. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a request waited for a database connection: none at all when the pool has one free. */
const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The API's own metrics, one set per running app (tests start several apps in one process), all in the app's
 * registry, which `/metrics` serves. Names start with `reeltime_`; Node's own (event-loop lag, heap, CPU) are
 * added by the metrics feature when /metrics is served.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'reeltime_http_request_duration_seconds',
    help: "Time from a request's arrival until its answer is ready to send, by method, route pattern and status code",
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  readonly holds = new Counter({
    name: 'reeltime_holds_total',
    help: 'Seat holds asked for, by outcome (success, conflict, rate_limited, rejected, unavailable, error)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly payments = new Counter({
    name: 'reeltime_payments_total',
    help: 'Payments tried, by outcome (success, conflict, rate_limited, rejected — a declined card among them —, unavailable, error, replayed — a retry answered with its first outcome)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly bookings = new Counter({
    name: 'reeltime_bookings_total',
    help: 'Bookings confirmed (a payment answered with success) and cancelled (by the customer or the bookings desk)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly cancellations = new Counter({
    name: 'reeltime_booking_cancellations_total',
    help: 'Booking cancellations asked for by customers and the bookings desk, by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly liveStreams = new Gauge({
    name: 'reeltime_live_seat_streams',
    help: 'Live seat-map streams (server-sent events) this process is sending now',
    registers: [this.registry],
  });
  readonly rateLimitRefusals = new Counter({
    name: 'reeltime_rate_limit_refusals_total',
    help: "Requests refused with 429 by a rate limit, by rule (the setting's name, e.g. limits.holdAccount)",
    labelNames: ['rule'] as const,
    registers: [this.registry],
  });
  readonly poolWait = new Histogram({
    name: 'reeltime_db_pool_wait_seconds',
    help: 'How long a query waited for a free database connection before it got one',
    buckets: POOL_WAIT_BUCKETS,
    registers: [this.registry],
  });
  readonly poolWaitFailures = new Counter({
    name: 'reeltime_db_pool_wait_failures_total',
    help: 'Queries that got no database connection: none came free in time, or the database could not be reached (answered 503)',
    registers: [this.registry],
  });
}

export const appMetrics = onePerApp(() => new AppMetrics());

/** Counts an open live seat-map stream until its response closes. */
export function countLiveStream(metrics: AppMetrics, response: NodeJS.EventEmitter): void {
  metrics.liveStreams.inc();
  response.once('close', () => metrics.liveStreams.dec());
}

/** Counts a request refused by a rate-limit rule, under the rule's name in the settings. */
export function countRateLimitRefusal(ctx: AppContext, rule: RateLimitRule): void {
  const names = ruleNamesOf(ctx);
  appMetrics(ctx).rateLimitRefusals.inc({ rule: names.get(rule) ?? 'other' });
}

const ruleNamesOf = onePerApp((ctx) => rateLimitRuleNames(ctx.config));
