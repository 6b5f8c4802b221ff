import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { clientAddress } from '../../http/client-address.js';
import { ApiError, ErrorSchema, forbidden } from '../../http/errors.js';
import { SlotParams } from '../seats/schemas.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import { SHOW_CANCELLED } from '../seats/shows.js';
import { seatMapsFor } from '../seats/seat-map.js';
import { StreamAdmission } from './admission.js';
import { cancelledFrame, SeatEventHub, type Viewer } from './hub.js';
import { SEAT_CHANGES } from './seat-changes.js';
import { appMetrics, countLiveStream } from '../metrics/app-metrics.js';
import { snapshotFrame } from './snapshot.js';

/** How long a new stream waits for this process's LISTEN connection (opened at start-up; being reopened after a loss). */
const LISTEN_WAIT_MS = 5_000;
/** A viewer that has not read this much of its stream is too slow: its stream is ended (it reconnects and refetches). */
const MAX_UNSENT_BYTES = 256 * 1024;
/** Tells a browser to reconnect 1 s after its stream ends. */
const RETRY_FRAME = 'retry: 1000\n\n';
/** While the database is unreachable, every few seconds is often enough. */
const OUTAGE_RETRY_FRAME = 'retry: 5000\n\n';
/** A cancelled show's stream never changes again: an hour between reconnects. */
const CANCELLED_RETRY_FRAME = 'retry: 3600000\n\n';
/** The last frame of a stream the server ends while all is well (its lifetime is over, or it made room). */
const RECONNECT_FRAME = ': reconnect\n\n';

/** A stream's lifetime: 75–100 % of the maximum, so streams opened together do not all reconnect together. */
function lifetimeMs(maxAgeMs: number): number {
  return Math.round(maxAgeMs * (0.75 + Math.random() * 0.25));
}

/**
 * GET /api/seats/slot/:slotId/events: a show's seat changes as server-sent events, from every API process on
 * the same database (PostgreSQL LISTEN/NOTIFY; see api/README.md "Live seat map").
 */
export const seatEventRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const caches = cacheInvalidationFor(ctx);
  const seatMaps = seatMapsFor(ctx);
  const admission = new StreamAdmission(ctx.config.seatEvents);
  const allowedOrigins = new Set(ctx.config.corsOrigins);
  const hub = new SeatEventHub({
    db: ctx.db,
    now: ctx.now,
    log: app.log,
    // A ping is also what keeps an idle stream's socket from CONNECTION_TIMEOUT_SECONDS.
    heartbeatMs:
      ctx.config.connectionTimeoutMs > 0
        ? Math.min(ctx.config.seatEvents.heartbeatMs, ctx.config.connectionTimeoutMs / 2)
        : ctx.config.seatEvents.heartbeatMs,
    // Another process's hold or payment drops this process's copies of that show at once, not after their TTL.
    onChange: (showId) => caches.invalidateSeats(showId),
  });
  // The process's LISTEN connection was down: events may have been missed, so every stream ends and its browser refetches.
  ctx.changes.subscribe(SEAT_CHANGES, {
    onNotification: (payload) => hub.handleNotification(payload),
    onGap: () => hub.resetAll(),
  });
  app.addHook('preClose', async () => hub.close());

  app.get(
    '/api/seats/slot/:slotId/events',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['seats'],
        summary:
          'Live seat changes of a show (text/event-stream): first `event: snapshot` whose data is a `SeatSnapshotEvent` (the seats not free as the stream starts), then `event: seats` with a `SeatChangesEvent`; a cancelled show’s last event is `event: cancelled` with a `ShowCancelledEvent` (schemas under components)',
        params: SlotParams,
        response: {
          200: {
            description:
              '`retry: 1000`, one `event: snapshot` frame, then `id` / `event: seats` / `data` frames, and `: ping` every 15 s',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          410: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Browsers send Origin on cross-origin EventSource requests: only the site's own pages may open one.
      // Without Origin (same-origin pages, non-browser clients) the per-address cap still applies.
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        throw forbidden('Live seat maps can only be opened from the ReelTime site.');
      }
      const showId = request.params.slotId;
      let available = true;
      let cancelled = false;
      try {
        const { startsAt } = await seatMaps.taken(showId, ctx.now());
        if (startsAt <= ctx.now())
          throw new ApiError(410, 'This show has already started: its seats no longer change.');
      } catch (error) {
        // A viewer reconnecting after its show was cancelled gets a stream that says so and ends (an error status would
        // make the browser give up without refetching the seat map, which then reads cancelled).
        if (error instanceof ApiError && error.message === SHOW_CANCELLED) cancelled = true;
        else if (!isDatabaseUnavailable(error)) throw error;
        else available = false;
      }
      const response = reply.raw;
      let streaming = false;
      let shedBeforeOpen = false;
      const viewer: Viewer = {
        send(frame) {
          if (response.writableEnded) return;
          if (response.writableLength > MAX_UNSENT_BYTES) response.destroy();
          else response.write(frame);
        },
        // The browser reconnects after `retry` and refetches the seat map.
        close: () => {
          if (!streaming) shedBeforeOpen = true;
          else if (!response.writableEnded) response.end(RECONNECT_FRAME);
        },
      };
      const release = admission.admit(clientAddress(request), viewer.close);
      if (available) available = await ctx.changes.ready(LISTEN_WAIT_MS);

      reply.hijack();
      // CORS and security headers set by the onRequest hooks, which a hijacked reply does not send by itself.
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
        ),
      );
      response.writeHead(200, {
        ...headers,
        'x-request-id': request.id,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // Reverse proxies (nginx) must pass each event on as it comes, not buffer the stream.
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setNoDelay(true);
      if (cancelled) {
        response.end(`${CANCELLED_RETRY_FRAME}${cancelledFrame(showId)}`);
        release();
        return;
      }
      if (!available || response.destroyed) {
        // The database cannot be asked right now: end at once, so the browser tries again in a few seconds
        // (an error status would make EventSource give up for good).
        response.end(`${OUTAGE_RETRY_FRAME}: live seat updates are unavailable, reconnect\n\n`);
        release();
        return;
      }

      if (shedBeforeOpen) {
        response.end(`${RETRY_FRAME}${RECONNECT_FRAME}`);
        release();
        return;
      }

      streaming = true;
      countLiveStream(appMetrics(ctx), response);
      response.write(RETRY_FRAME);
      // Subscribed before the snapshot is read, and what arrives meanwhile is sent after it: every change the
      // snapshot may have missed follows it, in commit order.
      let queued: string[] | null = [];
      const flush = () => {
        const frames = queued ?? [];
        queued = null;
        for (const frame of frames) viewer.send(frame);
      };
      const unsubscribe = hub.subscribe(showId, {
        send: (frame) => (queued ? queued.push(frame) : viewer.send(frame)),
        close: () => {
          flush();
          viewer.close();
        },
      });
      // From this process's seat map of the show: read after this process began hearing the show's changes (a new
      // feed drops it) and dropped at each change since, so what it misses is in the queued frames.
      seatMaps.taken(showId, ctx.now()).then(
        ({ held, booked }) => {
          if (queued === null || response.writableEnded) return;
          viewer.send(snapshotFrame(showId, { held, booked }));
          flush();
        },
        (error: unknown) => {
          // Without a snapshot the client cannot know where the stream starts: end it, the browser reconnects.
          request.log.warn(
            { err: error, showId },
            'could not read the seat snapshot; ending the stream so it reconnects',
          );
          queued = null;
          if (!response.writableEnded) response.end(`${OUTAGE_RETRY_FRAME}${RECONNECT_FRAME}`);
        },
      );
      const { maxAgeMs } = ctx.config.seatEvents;
      const expiry = maxAgeMs > 0 ? setTimeout(viewer.close, lifetimeMs(maxAgeMs)) : undefined;
      expiry?.unref();
      response.on('close', () => {
        clearTimeout(expiry);
        unsubscribe();
        release();
      });
    },
  );
};
