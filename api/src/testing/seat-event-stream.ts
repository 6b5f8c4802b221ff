import http from 'node:http';

export interface SeatEvent {
  id: string | undefined;
  slotId: number;
  changes: { seatNumber: string; status: 'AVAILABLE' | 'HELD' | 'BOOKED' }[];
  /** performance.now() when the event arrived. */
  receivedAt: number;
}

export interface SeatEventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every `seats` event so far, in order. */
  events: SeatEvent[];
  /** The `snapshot` events (the first event of a stream: its seats not free as it starts), in order. */
  snapshots: { slotId: number; held: string[]; booked: string[]; receivedAt: number }[];
  /** Every other named event (e.g. `cancelled`) so far, with its data as sent. */
  otherEvents: { event: string; data: string }[];
  /** Comment lines (`: ping` …) and the `retry` value seen so far. */
  comments: string[];
  retry: number | undefined;
  /** Resolves when the server ends the stream (or it breaks). */
  ended: Promise<void>;
  /** Waits for the first event from `from` on (default: any) that satisfies the predicate. */
  waitFor(predicate: (event: SeatEvent) => boolean, timeoutMs?: number, from?: number): Promise<SeatEvent>;
  close(): void;
}

/** Waits for a seat's status in the stream's events after `from`. */
export const seatIs = (seatNumber: string, status: string) => (event: SeatEvent) =>
  event.changes.some((change) => change.seatNumber === seatNumber && change.status === status);

/**
 * A plain HTTP reader of GET /api/seats/slot/:slotId/events, as a browser's EventSource reads it (no
 * reconnection: a test opens a new one). Resolves once the response headers arrived; a non-200 answer
 * resolves too, with its status and no events.
 */
export function openSeatEventStream(
  baseUrl: string,
  slotId: number | string,
  headers: Record<string, string> = {},
  /** Source address of the socket, e.g. a loopback alias 127.0.0.x to act as another client. */
  localAddress?: string,
): Promise<SeatEventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/seats/slot/${slotId}/events`,
      { agent: false, localAddress, headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        const events: SeatEvent[] = [];
        const otherEvents: { event: string; data: string }[] = [];
        const snapshots: SeatEventStream['snapshots'] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        let endedResolve!: () => void;
        const ended = new Promise<void>((done) => {
          endedResolve = done;
        });
        const stream: SeatEventStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          snapshots,
          otherEvents,
          comments,
          retry: undefined,
          ended,
          waitFor(predicate, timeoutMs = 5_000, from = 0) {
            return new Promise((resolveEvent, rejectEvent) => {
              const check = () => {
                const found = events.slice(from).find(predicate);
                if (found) {
                  finish();
                  resolveEvent(found);
                }
              };
              const finish = () => {
                clearTimeout(timer);
                waiters.delete(check);
              };
              const timer = setTimeout(() => {
                finish();
                rejectEvent(
                  new Error(
                    `no matching seat event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(from).map((event) => event.changes))}`,
                  ),
                );
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            let id: string | undefined;
            let event = 'message';
            let data = '';
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
              else if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (event === 'seats' && data) {
              events.push({
                id,
                ...(JSON.parse(data) as Omit<SeatEvent, 'id' | 'receivedAt'>),
                receivedAt: performance.now(),
              });
              for (const waiter of [...waiters]) waiter();
            } else if (event === 'snapshot' && data) {
              snapshots.push({
                ...(JSON.parse(data) as { slotId: number; held: string[]; booked: string[] }),
                receivedAt: performance.now(),
              });
            } else if (event !== 'message') {
              otherEvents.push({ event, data });
            }
          }
        });
        response.on('end', endedResolve);
        response.on('close', endedResolve);
        response.on('error', endedResolve);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}
