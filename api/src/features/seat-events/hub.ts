import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClaimChange, SeatStatus } from './seat-changes.js';
import { parseClaimChanges, seatStatus } from './seat-changes.js';
import { SHOW_CANCELLED } from '../seats/shows.js';
import { seatChangesFrame, showCancelledFrame, type SeatChangesEvent } from './event-schemas.js';

/** One open event stream. */
export interface Viewer {
  /** Writes already formatted SSE frames (one or more, whole). */
  send(frame: string): void;
  /** Ends the stream (the browser reconnects after `retry` and refetches the seat map). */
  close(): void;
}

interface KnownSeat {
  status: SeatStatus;
  expiresAt: number | null;
}

/** The viewers of one show, and what this process last told them about its seats. */
interface ShowFeed {
  showId: number;
  viewers: Set<Viewer>;
  seats: Map<string, KnownSeat>;
  expiryTimer?: NodeJS.Timeout;
  expiryAt?: number;
  /** Seats changed since the last write, each with its latest status, in the order of their last change. */
  unsent: Map<string, SeatStatus>;
}

export interface SeatEventHubOptions {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Gap between two `: ping` comments on every stream. */
  heartbeatMs: number;
  /**
   * Told about every change of a show this process streams, and when it starts streaming one (changes before then
   * went unheard): e.g. to drop its cached seat map, from which new streams start.
   */
  onChange?: (showId: number) => void;
  /** The least time between two writes to the viewers (default WRITE_GAP_MS). */
  writeGapMs?: number;
}

/**
 * Under a rush, changes are gathered for at least this long between two writes to the viewers: one event per
 * write, whatever the number of holds and payments meanwhile. After a quiet moment a change goes out at once.
 */
export const WRITE_GAP_MS = 200;

/** The last frame of a cancelled show's stream. */
export function cancelledFrame(showId: number): string {
  return showCancelledFrame({ slotId: showId, message: SHOW_CANCELLED });
}

/** Slack after a hold's expiry before it is checked, so the database agrees the hold has run out. */
const EXPIRY_SLACK_MS = 20;

/**
 * Fans the database's seat-change notifications out to this process's viewers, one feed per show that has
 * viewers (nothing is kept for other shows). Holds that run out change no row until the sweeper deletes them,
 * so each feed also keeps a timer for its earliest live hold and announces the seat free when it expires.
 *
 * A feed's changes reach each viewer as one `seats` event per write, each changed seat once with its latest
 * status. A change after a quiet moment is written at the end of its turn of the event loop (`setImmediate`);
 * while changes keep coming, writes are at least `writeGapMs` apart. An on-sale's hundreds of holds and payments a
 * second then cost each viewer (a phone, often) a few events a second, and the process a few writes per viewer.
 */
export class SeatEventHub {
  private readonly feeds = new Map<number, ShowFeed>();
  private readonly eventPrefix = randomBytes(4).toString('hex');
  /** Feeds with frames not yet written, flushed together at the end of the current turn. */
  private readonly dirty = new Set<ShowFeed>();
  /** Cancels the pending write of the dirty feeds, if one is scheduled. */
  private cancelFlush: (() => void) | undefined;
  /** performance.now() of the last scheduled write. */
  private lastFlushAt = -Infinity;
  private eventCount = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private viewerCount = 0;

  constructor(private readonly options: SeatEventHubOptions) {}

  get viewers(): number {
    return this.viewerCount;
  }

  /** Adds a viewer of a show; the returned function removes it (call it once the stream ends). */
  subscribe(showId: number, viewer: Viewer): () => void {
    let feed = this.feeds.get(showId);
    if (!feed) {
      feed = { showId, viewers: new Set(), seats: new Map(), unsent: new Map() };
      this.feeds.set(showId, feed);
      this.options.onChange?.(showId);
      void this.loadLiveHolds(feed);
    } else {
      // A new viewer starts from the changes after it arrived (its snapshot, read next, holds the earlier ones).
      this.flush(feed);
    }
    feed.viewers.add(viewer);
    this.viewerCount++;
    this.startHeartbeat();
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      this.viewerCount--;
      feed.viewers.delete(viewer);
      if (feed.viewers.size === 0 && this.feeds.get(showId) === feed) this.dropFeed(feed);
      if (this.viewerCount === 0) this.stopHeartbeat();
    };
  }

  /** A NOTIFY payload from the seat_claims trigger. */
  handleNotification(payload: string): void {
    const parsed = parseClaimChanges(payload);
    if (!parsed) {
      this.options.log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed seat-change notification');
      return;
    }
    const feed = this.feeds.get(parsed.showId);
    if (!feed) return;
    this.options.onChange?.(parsed.showId);
    if (parsed.cancelled) this.endCancelled(feed);
    else this.apply(feed, parsed.changes);
  }

  /** A cancelled show's viewers get a last `event: cancelled` and their streams end (a reconnect is told the same). */
  private endCancelled(feed: ShowFeed): void {
    const frames = this.takeUnsent(feed) + cancelledFrame(feed.showId);
    const viewers = [...feed.viewers];
    this.dropFeed(feed);
    for (const viewer of viewers) {
      viewer.send(frames);
      viewer.close();
    }
  }

  /**
   * Notifications may have been missed (the LISTEN connection was lost): every stream is ended, so each
   * browser reconnects and refetches its seat map, and the feeds start again from the database.
   */
  resetAll(): void {
    this.flushAll();
    const viewers = [...this.feeds.values()].flatMap((feed) => [...feed.viewers]);
    for (const feed of this.feeds.values()) this.dropFeed(feed);
    for (const viewer of viewers) viewer.close();
  }

  close(): void {
    this.resetAll();
    this.stopHeartbeat();
    this.cancelFlush?.();
    this.cancelFlush = undefined;
  }

  private apply(feed: ShowFeed, changes: ClaimChange[]): void {
    const now = this.options.now().getTime();
    const told: SeatChangesEvent['changes'] = [];
    for (const change of changes) {
      const status = seatStatus(change.kind, change.expiresAt, now);
      const known = feed.seats.get(change.seatNumber);
      feed.seats.set(change.seatNumber, { status, expiresAt: status === 'HELD' ? change.expiresAt : null });
      if (known?.status !== status) told.push({ seatNumber: change.seatNumber, status });
    }
    this.scheduleExpiry(feed);
    if (told.length > 0) this.broadcast(feed, told);
  }

  private broadcast(feed: ShowFeed, changes: SeatChangesEvent['changes']): void {
    for (const { seatNumber, status } of changes) {
      feed.unsent.delete(seatNumber);
      feed.unsent.set(seatNumber, status);
    }
    this.dirty.add(feed);
    if (this.cancelFlush) return;
    const write = () => {
      this.cancelFlush = undefined;
      this.lastFlushAt = performance.now();
      this.flushAll();
    };
    const wait = this.lastFlushAt + (this.options.writeGapMs ?? WRITE_GAP_MS) - performance.now();
    if (wait > 0) {
      const timer = setTimeout(write, wait);
      this.cancelFlush = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(write);
      this.cancelFlush = () => clearImmediate(immediate);
    }
  }

  /** The feed's unsent changes as one `seats` frame ('' when there are none), and forgets them. */
  private takeUnsent(feed: ShowFeed): string {
    if (feed.unsent.size === 0) return '';
    const changes = [...feed.unsent].map(([seatNumber, status]) => ({ seatNumber, status }));
    feed.unsent.clear();
    return seatChangesFrame(`${this.eventPrefix}-${++this.eventCount}`, { slotId: feed.showId, changes });
  }

  /** Writes a feed's unsent changes to each of its viewers at once. */
  private flush(feed: ShowFeed): void {
    this.dirty.delete(feed);
    const frame = this.takeUnsent(feed);
    if (frame === '') return;
    for (const viewer of feed.viewers) viewer.send(frame);
  }

  private flushAll(): void {
    for (const feed of [...this.dirty]) this.flush(feed);
  }

  /** The show's live holds when its first viewer arrives, so their expiry can be announced. */
  private async loadLiveHolds(feed: ShowFeed): Promise<void> {
    try {
      const rows = await this.options.db
        .selectFrom('seat_claims')
        .select(['seat_number', 'expires_at'])
        .where('show_id', '=', feed.showId)
        .where('kind', '=', 'HOLD')
        .where('expires_at', '>', this.options.now())
        .execute();
      if (this.feeds.get(feed.showId) !== feed) return;
      for (const row of rows) {
        // A notification that arrived meanwhile is newer than this read.
        if (!feed.seats.has(row.seat_number) && row.expires_at) {
          feed.seats.set(row.seat_number, { status: 'HELD', expiresAt: new Date(row.expires_at).getTime() });
        }
      }
      this.scheduleExpiry(feed);
    } catch (error) {
      this.options.log.warn(
        { err: error, showId: feed.showId },
        "could not read live holds; ending the show's streams so they retry",
      );
      if (this.feeds.get(feed.showId) === feed) {
        this.flush(feed);
        const viewers = [...feed.viewers];
        this.dropFeed(feed);
        for (const viewer of viewers) viewer.close();
      }
    }
  }

  private scheduleExpiry(feed: ShowFeed): void {
    let earliest = Infinity;
    for (const seat of feed.seats.values()) {
      if (seat.status === 'HELD' && seat.expiresAt !== null && seat.expiresAt < earliest) earliest = seat.expiresAt;
    }
    if (earliest === feed.expiryAt) return;
    clearTimeout(feed.expiryTimer);
    feed.expiryTimer = undefined;
    feed.expiryAt = undefined;
    if (earliest === Infinity) return;
    feed.expiryAt = earliest;
    const wait = Math.max(0, earliest - this.options.now().getTime()) + EXPIRY_SLACK_MS;
    feed.expiryTimer = setTimeout(() => void this.expireHolds(feed), wait);
    feed.expiryTimer.unref();
  }

  /** Checks the holds that have run out against the database (one may have been renewed or paid) and tells viewers. */
  private async expireHolds(feed: ShowFeed): Promise<void> {
    feed.expiryTimer = undefined;
    feed.expiryAt = undefined;
    const now = this.options.now().getTime();
    const due = [...feed.seats]
      .filter(([, seat]) => seat.status === 'HELD' && seat.expiresAt !== null && seat.expiresAt <= now)
      .map(([seatNumber]) => seatNumber);
    if (due.length === 0) {
      this.scheduleExpiry(feed);
      return;
    }
    try {
      const rows = await this.options.db
        .selectFrom('seat_claims')
        .select(['seat_number', 'kind', 'expires_at'])
        .where('show_id', '=', feed.showId)
        .where('seat_number', 'in', due)
        .execute();
      if (this.feeds.get(feed.showId) !== feed) return;
      const claims = new Map(rows.map((row) => [row.seat_number, row]));
      this.apply(
        feed,
        due.map((seatNumber): ClaimChange => {
          const claim = claims.get(seatNumber);
          return {
            seatNumber,
            kind: claim?.kind ?? null,
            expiresAt: claim?.expires_at ? new Date(claim.expires_at).getTime() : null,
          };
        }),
      );
    } catch (error) {
      this.options.log.warn({ err: error, showId: feed.showId }, 'could not check expired holds; retrying in 1 s');
      if (this.feeds.get(feed.showId) !== feed) return;
      feed.expiryAt = now + 1000;
      feed.expiryTimer = setTimeout(() => void this.expireHolds(feed), 1000);
      feed.expiryTimer.unref();
    }
  }

  private dropFeed(feed: ShowFeed): void {
    clearTimeout(feed.expiryTimer);
    this.dirty.delete(feed);
    feed.unsent.clear();
    this.feeds.delete(feed.showId);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      this.flushAll();
      for (const feed of this.feeds.values()) for (const viewer of feed.viewers) viewer.send(': ping\n\n');
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
