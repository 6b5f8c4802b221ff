import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DatabaseChanges } from './db/database-changes.js';
import type { Database } from './db/schema.js';
import type { ShowScheduler } from './db/seed/schedule.js';
import type { TokenService } from './features/auth/tokens.js';
import type { Notifier } from './features/codes/notifier.js';
import type { HashQueue } from './features/limits/hash-queue.js';
import type { RateLimiter } from './features/limits/rate-limiter.js';
import type { MailQueue } from './features/notifications/mail-queue.js';
import type { TicketSigner } from './features/tickets/ticket-signature.js';

/** What route plugins and services need from the running app; built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  now: () => Date;
  /** The demo start's rolling schedule of demo shows; null in any other start. */
  scheduler: ShowScheduler | null;
  tokens: TokenService;
  notifier: Notifier;
  /** Booking e-mails waiting in the database and the worker that sends them. */
  mail: MailQueue;
  /** log2 of the scrypt cost for new password hashes. */
  passwordHashCost: number;
  /** Secret for hashing one-time codes (an HMAC key, so a leaked table cannot be brute-forced offline). */
  codeHashKey: string;
  /** Rate-limit counters shared by every API process (in the database). */
  limiter: RateLimiter;
  /** Every scrypt computation runs through it. */
  hashQueue: HashQueue;
  /** Signs ticket QRs and verifies scanned ones. */
  ticketSigner: TicketSigner;
  /** Changes committed by any API process on the database (LISTEN/NOTIFY): caches and live seat streams follow them. */
  changes: DatabaseChanges;
}

export interface FeatureOptions {
  ctx: AppContext;
}

/**
 * `create(ctx)` made once per app and shared by every caller with that app: how a feature keeps one cache or
 * service per running app (tests start several apps in one process) without a global.
 */
export function onePerApp<T>(create: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const made = new WeakMap<AppContext, T>();
  return (ctx) => {
    let value = made.get(ctx);
    if (value === undefined) {
      value = create(ctx);
      made.set(ctx, value);
    }
    return value;
  };
}
