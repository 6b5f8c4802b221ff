import type { SeatChangesEvent, SeatSnapshotEvent } from '@reeltime/contract';
import { getRuntimeConfig } from '@reeltime/shared-lib';

/** One seat's new status, as `GET /api/seats/slot/:slotId/events` sends it. */
export type SeatChange = SeatChangesEvent['changes'][number];

/** Where a stream starts: the show's seats not free at that moment (every other seat is AVAILABLE). */
export interface SeatSnapshot {
  held: ReadonlySet<string>;
  booked: ReadonlySet<string>;
}

export interface SeatEventHandlers {
  /**
   * The stream is (re)connected and says where it starts: changes after that moment follow as `onChanges`.
   * `null` when the server did not say within a few seconds: the map must be refetched.
   */
  onStart: (snapshot: SeatSnapshot | null) => void;
  onChanges: (changes: SeatChange[]) => void;
}

const STATUSES = new Set<string>(['AVAILABLE', 'HELD', 'BOOKED'] satisfies SeatChange['status'][]);
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** The snapshot is the server's first event; a server that sends none is treated as saying nothing. */
const SNAPSHOT_WAIT_MS = 3_000;

function isSeatChange(value: unknown): value is SeatChange {
  const change = value as Partial<SeatChange> | null;
  return typeof change?.seatNumber === 'string' && typeof change.status === 'string' && STATUSES.has(change.status);
}

/** The changes of one `seats` event for show `slotId`; nothing for anything else. */
export function parseSeatEvent(data: string, slotId: number): SeatChange[] {
  try {
    const body = JSON.parse(data) as Partial<Record<keyof SeatChangesEvent, unknown>>;
    if (Number(body.slotId) !== slotId || !Array.isArray(body.changes)) return [];
    return body.changes.filter(isSeatChange).map(({ seatNumber, status }) => ({ seatNumber, status }));
  } catch {
    return [];
  }
}

const seatList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((seatNumber) => typeof seatNumber === 'string') ? value : null;

/** The `snapshot` event of show `slotId`; null for anything else. */
export function parseSnapshotEvent(data: string, slotId: number): SeatSnapshot | null {
  try {
    const body = JSON.parse(data) as Partial<Record<keyof SeatSnapshotEvent, unknown>>;
    const held = seatList(body.held);
    const booked = seatList(body.booked);
    if (Number(body.slotId) !== slotId || !held || !booked) return null;
    return { held: new Set(held), booked: new Set(booked) };
  } catch {
    return null;
  }
}

/** True when every seat of `seats` shows the status the snapshot gives it: nothing changed that the map lacks. */
export function matchesSnapshot(seats: readonly SeatChange[], snapshot: SeatSnapshot): boolean {
  return seats.every(
    ({ seatNumber, status }) =>
      status === (snapshot.booked.has(seatNumber) ? 'BOOKED' : snapshot.held.has(seatNumber) ? 'HELD' : 'AVAILABLE'),
  );
}

export function seatEventsUrl(slotId: number): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/api/seats/slot/${slotId}/events`;
}

/**
 * Live seat changes of one show over server-sent events; returns the unsubscribe. Every (re)connection
 * starts with a snapshot of the seats taken at that moment, then the changes after it. After a network
 * drop the browser reconnects by itself (the server asks for 1 s). A stream the browser gives up on
 * (an HTTP error such as 404, or a server that is down) is retried here, waiting twice as long
 * each time up to 30 s, so a broken endpoint is never hammered. No-op where EventSource is missing.
 */
export function subscribeToSeatEvents(slotId: number, handlers: SeatEventHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;

  let snapshotTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const stream = new EventSource(seatEventsUrl(slotId));
    source = stream;
    stream.addEventListener('open', () => {
      retryMs = FIRST_RETRY_MS;
      clearTimeout(snapshotTimer);
      snapshotTimer = setTimeout(() => handlers.onStart(null), SNAPSHOT_WAIT_MS);
    });
    stream.addEventListener('snapshot', (event) => {
      clearTimeout(snapshotTimer);
      handlers.onStart(parseSnapshotEvent((event as MessageEvent<string>).data, slotId));
    });
    stream.addEventListener('seats', (event) => {
      const changes = parseSeatEvent((event as MessageEvent<string>).data, slotId);
      if (changes.length > 0) handlers.onChanges(changes);
    });
    stream.addEventListener('error', () => {
      if (stream.readyState !== EventSource.CLOSED) return;
      stream.close();
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  connect();
  return () => {
    clearTimeout(retryTimer);
    clearTimeout(snapshotTimer);
    source?.close();
  };
}
