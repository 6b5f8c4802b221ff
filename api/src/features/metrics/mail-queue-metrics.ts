import { sql, type Kysely } from 'kysely';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/schema.js';
import type { AppMetrics } from './app-metrics.js';

interface QueueState {
  depth: number;
  oldest: Date | null;
}

/**
 * The mail outbox's depth and the age of its oldest unsent mail, read from the database when scraped (one query
 * on the outbox's index of unsent mail, shared by both gauges). Every process reports the same shared queue. While the
 * database does not answer, both keep their last value and the rest of the scrape is still served.
 */
export function observeMailQueue(metrics: AppMetrics, db: Kysely<Database>, now: () => Date): void {
  let reading: Promise<QueueState> | undefined;
  const read = () => {
    reading ??= db
      .selectFrom('mail_outbox')
      .select([sql<number>`count(*)::int`.as('depth'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('skipped_at', 'is', null)
      .executeTakeFirstOrThrow()
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const registers = [metrics.registry];
  new Gauge({
    name: 'reeltime_mail_queue_depth',
    help: 'E-mails queued and not yet sent (nor given up or skipped)',
    registers,
    async collect() {
      const state = await read().catch(() => null);
      if (state) this.set(state.depth);
    },
  });
  new Gauge({
    name: 'reeltime_mail_queue_oldest_age_seconds',
    help: 'Seconds since the oldest unsent e-mail was queued (0 when none waits)',
    registers,
    async collect() {
      const state = await read().catch(() => null);
      if (state) this.set(state.oldest ? Math.max(0, (now().getTime() - state.oldest.getTime()) / 1000) : 0);
    },
  });
}
