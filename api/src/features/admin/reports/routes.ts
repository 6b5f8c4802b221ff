import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../../app-context.js';
import { ApiError, ErrorSchema } from '../../../http/errors.js';
import { currentBackOffice, requireRole } from '../access.js';
import { LiveDashboard, type DashboardViewer } from './live-dashboard.js';
import { reportCinemas } from './report-scope.js';
import { salesCsv, salesCsvFilename } from './sales-csv.js';
import { createSalesReport } from './sales-report.js';
import { ReportOptionsSchema, SalesQuery, SalesReportSchema, TodayQuery, TodayReportSchema } from './schemas.js';
import { reportOptions } from './report-options.js';
import { todayShows } from './today-shows.js';

const LISTEN_WAIT_MS = 5_000;

/** The client asked for CSV: `?format=csv`, or an Accept header preferring text/csv (and no `?format=json`). */
function wantsCsv(format: SalesQuery['format'], accept: string | undefined): boolean {
  if (format) return format === 'csv';
  return /(^|,)\s*text\/csv\s*(;|,|$)/i.test(accept ?? '');
}

/** Sales reports and today's live figures: managers (their cinemas) and admins; staff 403. */
export const reportRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
  const preHandler = requireRole(ctx, 'manager');
  const sales = createSalesReport(ctx);
  const live = new LiveDashboard(ctx);
  app.addHook('preClose', async () => live.close());

  app.get(
    '/api/admin/reports/sales',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Sales, fees, GST, refunds and occupancy per day, cinema and movie (JSON, or CSV)',
        description:
          'Dates are cinema-local and inclusive (at most 366 days; default the last 7 days). A booking counts on the day it ' +
          'was paid, a refund on the day it was made, a show’s occupancy on its show date. Amounts are integer paise. ' +
          '`?format=csv` or `Accept: text/csv` answers one row per day × cinema × movie and a totals row, amounts in rupees ' +
          'with two decimals. A manager sees only their cinemas: another cinema’s cinemaId is a 404.',
        querystring: SalesQuery,
        produces: ['application/json', 'text/csv'],
        response: {
          200: {
            description: 'The report (JSON), or its rows as CSV',
            content: {
              'application/json': { schema: SalesReportSchema },
              'text/csv': { schema: Type.String() },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const report = await sales.report(currentBackOffice(request), request.query);
      reply.header('cache-control', 'private, no-store');
      if (!wantsCsv(request.query.format, request.headers.accept)) return reply.type('application/json').send(report);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${salesCsvFilename(report)}"`)
        .serializer((body: string) => body)
        .send(salesCsv(report));
    },
  );

  app.get(
    '/api/admin/reports/options',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'What reports can be filtered by: the account’s cinemas and the chain’s movies',
        response: { 200: ReportOptionsSchema, ...errors },
      },
    },
    (request) => reportOptions(ctx, currentBackOffice(request)),
  );

  app.get(
    '/api/admin/reports/today',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Today’s shows (cinema time) with seats sold, held, free and admitted',
        description: 'Refetch after an `event: show` of GET /api/admin/reports/today/events.',
        querystring: TodayQuery,
        response: { 200: TodayReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return todayShows(ctx, currentBackOffice(request), request.query);
    },
  );

  app.get(
    '/api/admin/reports/today/events',
    {
      preHandler,
      exposeHeadRoute: false,
      schema: {
        tags,
        security,
        summary: 'Which of the account’s shows changed (text/event-stream): `event: show` with `{ showId }`',
        description:
          'Sent on every seat held, released, sold or cancelled and every ticket admitted, from every API process. ' +
          '`event: reset` means changes may have been missed: refetch everything. Read it with fetch and the Authorization ' +
          `header; an account keeps at most 4 streams (a fifth ends the oldest); a stream ends after a few minutes and is reopened.`,
        querystring: TodayQuery,
        response: {
          200: {
            description: '`retry: 1000`, then `event: show` frames, and `: ping` comments',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errors,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentBackOffice(request);
      const cinemas = await reportCinemas(ctx, user, request.query.cinemaId);
      if (!(await live.ready(LISTEN_WAIT_MS))) {
        throw new ApiError(503, 'Live updates are unavailable right now. Please try again in a moment.', {
          retryAfterSeconds: 5,
        });
      }
      const response = reply.raw;
      const viewer: DashboardViewer = {
        userId: user.id,
        cinemas,
        send: (frame) => {
          if (response.writableLength > 64 * 1024) response.destroy();
          else response.write(frame);
        },
        close: () => {
          if (!response.writableEnded) response.end(': reconnect\n\n');
        },
      };
      if (!live.add(viewer)) {
        throw new ApiError(503, 'Too many live dashboards are open. Please try again in a moment.', {
          retryAfterSeconds: 30,
        });
      }
      reply.hijack();
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
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setNoDelay(true);
      response.write('retry: 1000\n\n');
      const { heartbeatMs, maxAgeMs } = ctx.config.seatEvents;
      const pingEvery =
        ctx.config.connectionTimeoutMs > 0 ? Math.min(heartbeatMs, ctx.config.connectionTimeoutMs / 2) : heartbeatMs;
      const heartbeat = setInterval(() => viewer.send(': ping\n\n'), pingEvery);
      heartbeat.unref();
      const expiry =
        maxAgeMs > 0 ? setTimeout(viewer.close, Math.round(maxAgeMs * (0.75 + Math.random() * 0.25))) : undefined;
      expiry?.unref();
      response.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        live.remove(viewer);
      });
    },
  );
};
