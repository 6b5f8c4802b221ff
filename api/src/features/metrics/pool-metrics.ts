import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import type { AppMetrics } from './app-metrics.js';

/**
 * The database pool's use, read at scrape time (open, busy and idle connections, its size, queries waiting), and
 * how long each query waited for a connection. PGlite is one connection behind the same pool: its figures apply.
 */
export function observePool(metrics: AppMetrics, pool: pg.Pool): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'reeltime_db_pool_connections',
    help: 'Open database connections of this process, by state (busy: running a query or transaction; idle)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'reeltime_db_pool_max_connections',
    help: 'The most database connections this process opens',
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'reeltime_db_pool_waiting_queries',
    help: 'Queries waiting for a free database connection now',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });

  // Kysely asks the pool for a connection with connect() and no callback: timing that call is the wait. Callers that
  // pass a callback (pg's own pool.query) are passed through untimed.
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    if (callback !== undefined) return connect(callback);
    const started = performance.now();
    return connect()!.then(
      (client) => {
        metrics.poolWait.observe((performance.now() - started) / 1000);
        return client;
      },
      (error: unknown) => {
        metrics.poolWaitFailures.inc();
        throw error;
      },
    );
  }) as typeof pool.connect;
}
