import { sql, type Kysely } from 'kysely';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';

export interface LimitCheck {
  key: string;
  rule: RateLimitRule;
}

export interface Count {
  key: string;
  hits: number;
  resetAt: Date;
}

/** "3 minutes", "40 seconds". */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function tooManyRequests(retryAfterMs: number, message?: string): ApiError {
  return new ApiError(429, message ?? `Too many requests. Please try again in ${waitText(retryAfterMs)}.`, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per request counts it in every window it
 * belongs to, so every API process shares one budget and a flood of new keys evicts nothing.
 * A rule with max 0 is switched off.
 */
export class RateLimiter {
  /** `onRefused` is told the rule of every window that refuses a request (the metrics count refusals by rule). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly onRefused?: (rule: RateLimitRule) => void,
  ) {}

  /** Counts one hit in each window and returns the counts after it. */
  async hit(checks: LimitCheck[]): Promise<Count[]> {
    const active = checks.filter((check) => check.rule.max > 0);
    if (active.length === 0) return [];
    const now = this.now();
    const rows = await this.db
      .insertInto('rate_limit_counters')
      .values(
        active.map((check) => ({ key: check.key, hits: 1, reset_at: new Date(now.getTime() + check.rule.windowMs) })),
      )
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`CASE WHEN rate_limit_counters.reset_at <= ${now} THEN 1 ELSE rate_limit_counters.hits + 1 END`,
          reset_at: sql`CASE WHEN rate_limit_counters.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limit_counters.reset_at END`,
        }),
      )
      .returning(['key', 'hits', 'reset_at'])
      .execute();
    return rows.map((row) => ({ key: row.key, hits: row.hits, resetAt: row.reset_at }));
  }

  /** Counts the request, then throws 429 when any of its windows is over its limit. */
  async consume(checks: LimitCheck[], message?: string): Promise<void> {
    const counts = await this.hit(checks);
    this.throwIfOver(checks, counts, (check) => check.hits > check.max, message);
  }

  /** Throws 429 when any window has already reached its limit; counts nothing. */
  async check(checks: LimitCheck[], message?: string): Promise<void> {
    const active = checks.filter((check) => check.rule.max > 0);
    if (active.length === 0) return;
    const rows = await this.db
      .selectFrom('rate_limit_counters')
      .select(['key', 'hits', 'reset_at'])
      .where(
        'key',
        'in',
        active.map((check) => check.key),
      )
      .where('reset_at', '>', this.now())
      .execute();
    const counts = rows.map((row) => ({ key: row.key, hits: row.hits, resetAt: row.reset_at }));
    this.throwIfOver(checks, counts, (check) => check.hits >= check.max, message);
  }

  private throwIfOver(
    checks: LimitCheck[],
    counts: Count[],
    over: (count: { hits: number; max: number }) => boolean,
    message?: string,
  ): void {
    const now = this.now().getTime();
    let retryAfterMs = 0;
    for (const count of counts) {
      const rule = checks.find((check) => check.key === count.key)!.rule;
      if (!over({ hits: count.hits, max: rule.max })) continue;
      retryAfterMs = Math.max(retryAfterMs, count.resetAt.getTime() - now);
      this.onRefused?.(rule);
    }
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs, message);
  }
}
