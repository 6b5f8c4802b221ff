import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, MailKind } from '../../db/schema.js';
import type { Notifier, OutgoingMessage } from '../codes/notifier.js';
import { inSpan } from '../../telemetry/spans.js';

export interface MailQueueOptions {
  /** How often a process looks for due mail (0: no worker; tests drain by hand). */
  pollIntervalMs: number;
  /** A claimed mail is another worker's again after this (a process that died mid-send). */
  leaseMs: number;
  /** First retry after this; each further one waits twice as long, up to maxBackoffMs. */
  retryBaseMs: number;
  maxBackoffMs: number;
  /** Given up (and logged as an error) after this many failed sends. */
  maxAttempts: number;
  /**
   * While the process is busy (`busy` dependency), mail waits, looking again every `busyRetryMs`, for at most this
   * long in a row: then it goes out anyway.
   */
  maxBusyWaitMs: number;
  busyRetryMs: number;
}

export const defaultMailQueueOptions: MailQueueOptions = {
  pollIntervalMs: 5_000,
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 10,
  maxBusyWaitMs: 30_000,
  busyRetryMs: 1_000,
};

/**
 * Queues a mail in the caller's transaction: it exists exactly when the booking commits, and writing one
 * row is all the payment waits for. A booking has one confirmation and one cancellation mail at most (a replayed
 * request queues nothing twice); every resend is a mail of its own. The row is written by the database's
 * `enqueue_mail` (created by the migrations), the one writer of a booking's mail, which a payment calls too.
 */
export async function enqueueMail(
  trx: Transaction<Database>,
  kind: MailKind,
  bookingId: number,
  now: Date,
): Promise<void> {
  await sql`SELECT enqueue_mail(${kind}::text, ${bookingId}::integer, ${now}::timestamptz)`.execute(trx);
}

/** What a queued mail is about: a booking, or (`MOVIE_ON_SALE`) a customer's "Notify me" alert. */
export interface MailSubject {
  kind: MailKind;
  booking_id: number | null;
  movie_alert_id: number | null;
}

interface ClaimedMail extends MailSubject {
  id: number;
  attempts: number;
}

/** Waits `retryBaseMs · 2^(attempt-1)`, at most `maxBackoffMs`. */
export function retryDelayMs(attempt: number, options: Pick<MailQueueOptions, 'retryBaseMs' | 'maxBackoffMs'>): number {
  return Math.min(options.retryBaseMs * 2 ** (attempt - 1), options.maxBackoffMs);
}

/**
 * Sends queued mail. Every API process runs one; a mail is claimed by one worker at a time (FOR UPDATE
 * SKIP LOCKED, then a lease in the row), so two processes never send it twice, and a failed send is tried
 * again later with exponential backoff. Nothing here can touch the booking itself.
 */
export interface MailQueueDependencies {
  db: Kysely<Database>;
  now: () => Date;
  notifier: Notifier;
  /** Writes the mail of that kind about its booking or alert; null when there is nothing to send any more. */
  compose: (mail: MailSubject) => Promise<ComposedMail | null>;
  /**
   * Counts a mail against its account's and recipient's bounds before it is first sent; resolves to why it
   * must not go out (over a bound), else null. Retries of a mail already counted are not counted again.
   */
  overLimit: (mail: ComposedMail) => Promise<string | null>;
  /**
   * Whether customers come first now: their requests keep the process busy, or an on-sale's rush is under way on
   * other processes. Writing a mail with its ticket costs about 10 ms of the event loop, which then waits. Absent:
   * never busy.
   */
  busy?: () => boolean;
}

/** A mail ready to send, and the account it is about. */
export interface ComposedMail {
  message: OutgoingMessage;
  accountId: number;
}

export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private readonly stopping = new AbortController();
  /** performance.now() when the mail began waiting for a quiet moment; undefined while the process is not busy. */
  private busySince: number | undefined;
  private busyRetry: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: MailQueueDependencies,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailQueueOptions,
  ) {}

  private get db(): Kysely<Database> {
    return this.deps.db;
  }

  start(): void {
    if (this.options.pollIntervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops at once: no further mail is claimed, and a send in progress is aborted (its SMTP connection closed)
   * and handed back to the queue untouched, so the next process sends it as soon as it polls.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.busyRetry);
    this.timer = undefined;
    this.stopping.abort();
    await this.running?.catch(() => undefined);
  }

  /** Asks the worker to look now (after a payment commits); no-op without a worker. */
  kick(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'mail outbox: could not read the queue; will retry');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends every mail that is due now; resolves to how many went out. Safe to run in several workers at once. */
  async drain(): Promise<number> {
    let sent = 0;
    const { signal } = this.stopping;
    const next = () => (signal.aborted || this.waitingForQuiet() ? undefined : this.claim());
    for (let mail = await next(); mail; mail = await next()) {
      if (
        await inSpan(
          'mail send',
          { 'reeltime.mail.id': mail.id, 'reeltime.mail.kind': mail.kind, 'reeltime.mail.attempt': mail.attempts },
          () => this.deliver(mail),
        )
      )
        sent += 1;
    }
    return sent;
  }

  /**
   * True while the worker runs, the process is busy and the mail has waited less than maxBusyWaitMs: the drain
   * stops and looks again in busyRetryMs. A drain called by hand (no worker) never waits.
   */
  private waitingForQuiet(): boolean {
    if (!this.timer || !this.deps.busy?.()) {
      this.busySince = undefined;
      return false;
    }
    const now = performance.now();
    this.busySince ??= now;
    if (now - this.busySince >= this.options.maxBusyWaitMs) return false;
    if (!this.busyRetry) {
      this.busyRetry = setTimeout(() => {
        this.busyRetry = undefined;
        this.kick();
      }, this.options.busyRetryMs);
      this.busyRetry.unref();
    }
    return true;
  }

  private async claim(): Promise<ClaimedMail | undefined> {
    const now = this.deps.now();
    const leaseEnd = new Date(now.getTime() + this.options.leaseMs);
    const { rows } = await sql<ClaimedMail>`
      UPDATE mail_outbox SET locked_until = ${leaseEnd}, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND skipped_at IS NULL AND next_attempt_at <= ${now}
          AND (locked_until IS NULL OR locked_until <= ${now})
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, booking_id, movie_alert_id, attempts`.execute(this.db);
    return rows[0];
  }

  private async deliver(mail: ClaimedMail): Promise<boolean> {
    const { signal } = this.stopping;
    try {
      const composed = await this.deps.compose(mail);
      if (!composed) {
        await this.skip(mail, 'nothing to send any more (booking cancelled or gone)');
        return false;
      }
      const over = mail.attempts === 1 ? await this.deps.overLimit(composed) : null;
      if (over) {
        await this.skip(mail, over);
        this.log.warn(
          { mailId: mail.id, bookingId: mail.booking_id, reason: over },
          'booking e-mail skipped; the booking stands',
        );
        return false;
      }
      signal.throwIfAborted();
      await this.deps.notifier.send(composed.message, signal);
      await this.finish(mail);
      this.log.info({ mailId: mail.id, bookingId: mail.booking_id, attempt: mail.attempts }, 'booking e-mail sent');
      return true;
    } catch (error) {
      if (signal.aborted) await this.release(mail);
      else await this.failed(mail, error);
      return false;
    }
  }

  /** Hands a claimed mail back as it was before the claim: due at once, for any worker, the try not counted. */
  private async release(mail: ClaimedMail): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ locked_until: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', mail.id)
      .where('sent_at', 'is', null)
      .execute();
    this.log.info(
      { mailId: mail.id, bookingId: mail.booking_id },
      'shutting down: booking e-mail left queued for the next process',
    );
  }

  /** Marks the mail sent and writes EMAILED into its booking's history, if it is about a booking that still exists. */
  private async finish(mail: ClaimedMail): Promise<void> {
    const now = this.deps.now();
    await this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('mail_outbox')
        .set({ sent_at: now, locked_until: null, last_error: null })
        .where('id', '=', mail.id)
        .returning('booking_id')
        .executeTakeFirst();
      if (!marked?.booking_id) return;
      await trx
        .insertInto('booking_events')
        .values({
          booking_id: marked.booking_id,
          kind: 'EMAILED',
          at: now,
          actor_id: null,
          detail: { mail: mail.kind },
        })
        .execute();
    });
  }

  /** Not sent, and never tried again. */
  private async skip(mail: ClaimedMail, reason: string): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ skipped_at: this.deps.now(), skip_reason: reason, locked_until: null })
      .where('id', '=', mail.id)
      .execute();
  }

  private async failed(mail: ClaimedMail, error: unknown): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const now = this.deps.now();
    if (mail.attempts >= this.options.maxAttempts) {
      await this.db
        .updateTable('mail_outbox')
        .set({ failed_at: now, locked_until: null, last_error: reason })
        .where('id', '=', mail.id)
        .execute();
      this.log.error(
        { mailId: mail.id, bookingId: mail.booking_id, attempts: mail.attempts, reason },
        'booking e-mail failed for good; giving up',
      );
      return;
    }
    const delayMs = retryDelayMs(mail.attempts, this.options);
    await this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(now.getTime() + delayMs), locked_until: null, last_error: reason })
      .where('id', '=', mail.id)
      .execute();
    this.log.warn(
      { mailId: mail.id, bookingId: mail.booking_id, attempt: mail.attempts, retryInMs: delayMs, reason },
      'booking e-mail not sent; will retry',
    );
  }
}
