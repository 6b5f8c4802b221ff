import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../../app-context.js';
import { ErrorSchema, forbidden } from '../../../http/errors.js';
import { currentBackOffice, requireRole, ROLE_MESSAGE, type BackOfficeUser } from '../access.js';
import { assertWorksAtACinema } from '../door-access.js';
import { createShowsService } from '../shows-service.js';
import { cancelShow } from './cancel-show.js';
import { editShow } from './edit-show.js';
import { listShows } from './list-shows.js';
import { scheduleShows } from './schedule-shows.js';
import {
  BACK_OFFICE_FILTERS,
  BackOfficeShowSchema,
  CancelResultSchema,
  CancelShowBody,
  EditShowBody,
  ListShowsQuery,
  ListShowsResultSchema,
  ScheduleBody,
  ScheduleProblemSchema,
  ScheduleQuery,
  ScheduleResultSchema,
  ShowParams,
} from './schemas.js';

/** Scheduling, listing and changing shows: managers for their cinemas, admins for all; the door's listing for staff. */
export const adminShowRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const doorList = createShowsService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = {
    400: ErrorSchema,
    401: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
    429: ErrorSchema,
  };
  const anyBackOffice = requireRole(ctx, 'staff');
  const managers = requireRole(ctx, 'manager');
  const refusedSchedule = Type.Object({
    error: Type.String(),
    message: Type.String(),
    problems: Type.Optional(Type.Array(ScheduleProblemSchema)),
  });

  const spendWriteBudget = (user: BackOfficeUser) =>
    ctx.limiter.consume(
      [{ key: `admin-shows:${user.id}`, rule: ctx.config.limits.adminShowWrites }],
      'Too many schedule changes from this account. Please wait a moment.',
    );

  app.get(
    '/api/admin/shows',
    {
      preHandler: anyBackOffice,
      schema: {
        tags,
        security,
        summary: 'Shows: the door’s day listing, or the back office’s schedule with seat counts',
        description:
          'Without back-office filters (only `date`, `theaterId` or nothing) this is the door scanner’s listing: one day’s ' +
          'shows of the cinemas the staff account admits for. With any of `from`, `to`, `cinemaId`, `movieId`, `screenId`, `status`, ' +
          '`page`, `pageSize` (managers and admins only; staff 403) it lists the shows of the account’s cinemas from `from` to `to` ' +
          '(cinema dates, default the coming 7 days) with format, audio, prices, sold/held/free seats and paid bookings; another ' +
          'cinema’s `cinemaId` is 404.',
        querystring: ListShowsQuery,
        response: { 200: ListShowsResultSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const user = currentBackOffice(request);
      if (BACK_OFFICE_FILTERS.some((filter) => query[filter] !== undefined)) {
        if (user.role === 'staff') throw forbidden(ROLE_MESSAGE.manager);
        return listShows(ctx, user, query);
      }
      assertWorksAtACinema(user);
      return doorList.list(user, { date: query.date, theaterId: query.theaterId });
    },
  );

  app.post(
    '/api/admin/shows',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'Schedule a movie on a screen on every chosen day of a date range at a set of times (all or nothing)',
        description: `Times are the cinema’s local time; each show ends after the film’s running time, and keeps the screen busy for the cinema’s cleaning gap after that. Prices default to the screen’s tier prices. Refused as a whole, naming each problem (also listed in \`problems\`): 409 when a show would overlap a live show of the screen, 400 when it would start in the past, overlap another show of the request, fall on a time the clocks skip, or the movie is archived. At most 62 days, 12 times a day, 500 shows. \`?dryRun=true\` answers the preview (every show, and every problem) and creates nothing.`,
        querystring: ScheduleQuery,
        body: ScheduleBody,
        response: {
          200: ScheduleResultSchema,
          201: ScheduleResultSchema,
          ...errors,
          400: refusedSchedule,
          409: refusedSchedule,
        },
      },
    },
    async (request, reply) => {
      const user = currentBackOffice(request);
      const dryRun = request.query.dryRun === true;
      if (!dryRun) await spendWriteBudget(user);
      const result = await scheduleShows(ctx, user, request.body, dryRun);
      return reply.status(dryRun ? 200 : 201).send(result);
    },
  );

  app.put(
    '/api/admin/shows/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'Change a show’s date and time, format, audio, subtitles or prices while nothing is sold',
        description:
          '409 once a ticket is sold or while customers hold seats (naming why), and when the new time clashes with another show of the screen; 400 for a start in the past. Another cinema’s show is 404.',
        params: ShowParams,
        body: EditShowBody,
        response: { 200: BackOfficeShowSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(user);
      return editShow(ctx, user, request.params.id, request.body);
    },
  );

  app.post(
    '/api/admin/shows/:id/cancel',
    {
      preHandler: managers,
      schema: {
        tags,
        security,
        summary: 'Cancel a show: refund every paid booking in full, e-mail each customer the amount, free its seats',
        description:
          'In one transaction: the show is cancelled (customers get 404 “This show has been cancelled” and no longer see it listed), each confirmed booking is cancelled with a mock refund of its total (tickets and fees) and its customer e-mailed with the amount, and every hold and booked seat is released; viewers of its live seat map get `event: cancelled`. 409 for a show already cancelled or over; another cinema’s show is 404.',
        params: ShowParams,
        body: CancelShowBody,
        response: { 200: CancelResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(user);
      return cancelShow(ctx, user, request.params.id, request.body.reason);
    },
  );
};
