import { getRuntimeConfig, type SeatStatus } from '@reeltime/shared-lib';

/** One seat's new status, as `GET /api/seats/slot/:slotId/events` sends it. */
export interface SeatChange {
  seatNumber: string;
  status: SeatStatus;
}

export interface SeatEventHandlers {
  /** The stream is (re)connected: events missed meanwhile are not replayed, so refetch the map. */
  onOpen: () => void;
  onChanges: (changes: SeatChange[]) => void;
}

const STATUSES = new Set<string>(['AVAILABLE', 'HELD', 'BOOKED']);
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

function isSeatChange(value: unknown): value is SeatChange {
  const change = value as Partial<SeatChange> | null;
  return typeof change?.seatNumber === 'string' && typeof change.status === 'string' && STATUSES.has(change.status);
}

/** The changes of one `seats` event for show `slotId`; nothing for anything else. */
export function parseSeatEvent(data: string, slotId: number): SeatChange[] {
  try {
    const body = JSON.parse(data) as { slotId?: unknown; changes?: unknown };
    if (Number(body.slotId) !== slotId || !Array.isArray(body.changes)) return [];
    return body.changes.filter(isSeatChange).map(({ seatNumber, status }) => ({ seatNumber, status }));
  } catch {
    return [];
  }
}

export function seatEventsUrl(slotId: number): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/api/seats/slot/${slotId}/events`;
}

/**
 * Live seat changes of one show over server-sent events; returns the unsubscribe. After a network
 * drop the browser reconnects by itself (the server asks for 1 s). A stream the browser gives up on
 * (an HTTP error such as 404, or a server that is down) is retried here, waiting twice as long
 * each time up to 30 s, so a broken endpoint is never hammered. No-op where EventSource is missing.
 */
export function subscribeToSeatEvents(slotId: number, handlers: SeatEventHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;

  const connect = () => {
    const stream = new EventSource(seatEventsUrl(slotId));
    source = stream;
    stream.addEventListener('open', () => {
      retryMs = FIRST_RETRY_MS;
      handlers.onOpen();
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
    source?.close();
  };
}
