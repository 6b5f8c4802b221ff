import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ChangeListener } from './change-listener.js';
import type { DatabaseHandle } from './database.js';
import type { Database } from './schema.js';

/** Follows one kind of change: each notification's payload, and gaps in which some may have been missed. */
export interface ChangeSubscriber {
  onNotification(payload: string): void;
  /** The LISTEN connection was down (lost, or not yet open): whatever was derived from notifications may be stale. */
  onGap(): void;
}

/**
 * The changes every API process on the database hears of: one LISTEN connection per process on the channels
 * `<topic>_<schema>` of every subscribed topic (opened at start-up, reopened with backoff when lost), and
 * `announce` for a NOTIFY to every process (this one included).
 */
export class DatabaseChanges {
  private readonly subscribers = new Map<string, ChangeSubscriber[]>();
  private readonly listener: ChangeListener;
  private started = false;

  constructor(
    database: Pick<DatabaseHandle, 'listen'>,
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listener = new ChangeListener({
      open: async (onNotification) => {
        const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
        const suffix = `_${rows[0].schema}`;
        return database.listen(
          [...this.subscribers.keys()].map((topic) => topic + suffix),
          (channel, payload) => onNotification(channel.slice(0, -suffix.length), payload),
        );
      },
      onNotification: (topic, payload) => {
        for (const subscriber of this.subscribers.get(topic) ?? []) subscriber.onNotification(payload);
      },
      onListening: () => this.gap(),
      onLost: (error) => {
        log.warn(
          { err: error },
          'LISTEN connection lost; reopening it (caches and live seat streams start again from the database)',
        );
        this.gap();
      },
      onRetry: (error, delayMs) =>
        log.warn({ err: error }, `could not LISTEN for database changes; retrying in ${delayMs} ms`),
    });
  }

  /** Adds a subscriber of a topic (e.g. 'seat_changes'); only before `start`, which listens on every topic at once. */
  subscribe(topic: string, subscriber: ChangeSubscriber): void {
    if (this.started) throw new Error(`subscribe to '${topic}' before the LISTEN connection is opened`);
    this.subscribers.set(topic, [...(this.subscribers.get(topic) ?? []), subscriber]);
  }

  /** Opens the LISTEN connection (and keeps it open) unless no topic was subscribed. */
  start(): void {
    if (this.started || this.subscribers.size === 0) return;
    this.started = true;
    void this.listener.ready(0);
  }

  /** True once listening; false if that did not happen within waitMs. */
  ready(waitMs: number): Promise<boolean> {
    this.start();
    return this.listener.ready(waitMs);
  }

  /**
   * Tells every process's subscribers of `topic`, once the current transaction (if any) commits: call it after
   * a committed write. Fire and forget: a failure is logged (the caches' own lifetimes bound what it costs).
   */
  announce(topic: string, payload: string): void {
    sql`SELECT pg_notify(${topic} || '_' || current_schema(), ${payload})`.execute(this.db).catch((error: unknown) => {
      this.log.warn({ err: error, topic }, 'could not announce a change to the other API processes');
    });
  }

  async close(): Promise<void> {
    await this.listener.close();
  }

  private gap(): void {
    for (const subscribers of this.subscribers.values()) for (const subscriber of subscribers) subscriber.onGap();
  }
}
