import type { AppContext } from '../../../app-context.js';
import { parseClaimChanges, SEAT_CHANGES } from '../../seat-events/seat-changes.js';

/** One open dashboard stream: the cinemas it may hear of (undefined: all). */
export interface DashboardViewer {
  userId: number;
  cinemas: number[] | undefined;
  send(frame: string): void;
  close(): void;
}

/** Streams one account may keep open (a few tabs); the oldest is ended for a new one beyond that. */
export const STREAMS_PER_ACCOUNT = 4;
/** Streams one process keeps open; beyond that a new one is refused (the dashboard falls back to polling). */
export const MAX_STREAMS = 500;
/** Show → cinema lookups kept; shows never move to another cinema. */
const SHOW_CINEMA_CACHE = 10_000;

/**
 * Tells back-office dashboards which show changed, from the same seat-change notifications as the customer seat
 * map (holds, payments, cancellations, releases) plus tickets admitted at the door, on every API process. Each
 * viewer hears only of its own cinemas' shows; it refetches the figures itself, so nothing but the show id is sent.
 */
export class LiveDashboard {
  private readonly viewers = new Set<DashboardViewer>();
  private readonly showCinemas = new Map<number, number>();

  constructor(private readonly ctx: AppContext) {
    // The process's one LISTEN connection: after a gap (changes may have been missed) every dashboard refetches.
    ctx.changes.subscribe(SEAT_CHANGES, {
      onNotification: (payload) => void this.handle(payload),
      onGap: () => this.broadcast(() => true, 'event: reset\ndata: {}\n\n'),
    });
  }

  get size(): number {
    return this.viewers.size;
  }

  ready(waitMs: number): Promise<boolean> {
    return this.ctx.changes.ready(waitMs);
  }

  /** Adds a viewer (ending the account's oldest beyond STREAMS_PER_ACCOUNT); false when the process is full. */
  add(viewer: DashboardViewer): boolean {
    const own = [...this.viewers].filter((other) => other.userId === viewer.userId);
    if (own.length >= STREAMS_PER_ACCOUNT) own[0].close();
    else if (this.viewers.size >= MAX_STREAMS) return false;
    this.viewers.add(viewer);
    return true;
  }

  remove(viewer: DashboardViewer): void {
    this.viewers.delete(viewer);
  }

  close(): void {
    for (const viewer of [...this.viewers]) viewer.close();
  }

  private async handle(payload: string): Promise<void> {
    if (this.viewers.size === 0) return;
    const parsed = parseClaimChanges(payload);
    if (!parsed) return;
    const cinema = await this.cinemaOf(parsed.showId).catch(() => undefined);
    if (cinema === undefined) return;
    this.broadcast(
      (viewer) => !viewer.cinemas || viewer.cinemas.includes(cinema),
      `event: show\ndata: ${JSON.stringify({ showId: parsed.showId })}\n\n`,
    );
  }

  private async cinemaOf(showId: number): Promise<number | undefined> {
    const known = this.showCinemas.get(showId);
    if (known !== undefined) return known;
    const show = await this.ctx.db.selectFrom('shows').select('theater_id').where('id', '=', showId).executeTakeFirst();
    if (!show) return undefined;
    if (this.showCinemas.size >= SHOW_CINEMA_CACHE) this.showCinemas.clear();
    this.showCinemas.set(showId, show.theater_id);
    return show.theater_id;
  }

  private broadcast(to: (viewer: DashboardViewer) => boolean, frame: string): void {
    for (const viewer of this.viewers) if (to(viewer)) viewer.send(frame);
  }
}
