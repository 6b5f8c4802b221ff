import { authStore, getRuntimeConfig } from '@reeltime/shared-lib';

const EVENTS_PATH = '/api/admin/reports/today/events';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface TodayChangeHandlers {
  /** A show of the account's cinemas changed (a seat held, released, sold or cancelled, a ticket admitted). */
  onShow(showId: number): void;
  /** Changes may have been missed (the server lost its database listener, or the stream broke): refetch all. */
  onReset(): void;
  /** Whether the stream is open. */
  onLive(live: boolean): void;
}

function eventsUrl(cinemaId: number | undefined): string {
  const base = `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}${EVENTS_PATH}`;
  return cinemaId === undefined ? base : `${base}?cinemaId=${cinemaId}`;
}

/** Reads `event:` / `data:` frames out of the text received so far; returns what is left of an unfinished frame. */
export function readFrames(buffer: string, onFrame: (event: string, data: string) => void): string {
  const frames = buffer.split(/\r?\n\r?\n/);
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    let event = 'message';
    let data = '';
    for (const line of frame.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (data) onFrame(event, data);
  }
  return rest;
}

/**
 * Follows GET /api/admin/reports/today/events with the session's token (fetch: EventSource cannot send it),
 * reopening it after it ends, 1 s later and up to 30 s after repeated failures; a refusal (401, 403, 404) ends
 * it for good. Returns the function that stops it.
 */
export function watchTodayChanges(cinemaId: number | undefined, handlers: TodayChangeHandlers): () => void {
  if (typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return () => undefined;
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = async () => {
    const { token } = authStore.get();
    if (!token || controller.signal.aborted) return;
    let refused = false;
    try {
      const response = await fetch(eventsUrl(cinemaId), {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      refused = [401, 403, 404].includes(response.status);
      if (response.ok && response.body) {
        handlers.onLive(true);
        retryMs = FIRST_RETRY_MS;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer = readFrames(buffer + decoder.decode(value, { stream: true }), (event, data) => {
            if (event === 'reset') handlers.onReset();
            if (event !== 'show') return;
            const { showId } = JSON.parse(data) as { showId?: unknown };
            if (typeof showId === 'number') handlers.onShow(showId);
          });
        }
      }
    } catch {
      // A broken stream or a network failure: reopened below.
    }
    if (controller.signal.aborted) return;
    handlers.onLive(false);
    if (refused) return;
    // Whatever changed while the stream was down is fetched again.
    handlers.onReset();
    timer = setTimeout(() => void open(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  void open();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
