import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../../app-context.js';
import { ErrorSchema } from '../../../http/errors.js';
import { currentBackOffice, requireRole } from '../access.js';
import { createDeskService } from './desk-service.js';
import {
  BookingSearchQuery,
  BookingSearchResultSchema,
  CancelBody,
  DeskBookingDetailSchema,
  DeskBookingParams,
  ResendResultSchema,
} from './schemas.js';

/**
 * The bookings desk: staff, managers and admins find bookings of their cinemas and read their history (staff at
 * the door look customers up); managers and admins cancel with a refund and resend the confirmation.
 */
export const adminBookingRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const desk = createDeskService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
  const writeBudget = (userId: number) => ({ key: `desk-write:account:${userId}`, rule: ctx.config.limits.deskWrite });

  app.get(
    '/api/admin/bookings',
    {
      preHandler: requireRole(ctx, 'staff'),
      schema: {
        tags,
        security,
        summary: 'Find bookings by reference, customer e-mail or phone',
        description:
          'Bookings of the account’s cinemas (admin: all) whose reference (RT-XXXXXX, any case), customer e-mail or customer phone (10 digits, spaces, dashes and +91 allowed) is `q`, newest first, paged.',
        querystring: BookingSearchQuery,
        response: { 200: BookingSearchResultSchema, ...errors },
      },
    },
    (request) => desk.search(currentBackOffice(request), request.query),
  );

  app.get(
    '/api/admin/bookings/:id',
    {
      preHandler: requireRole(ctx, 'staff'),
      schema: {
        tags,
        security,
        summary: 'A booking with its customer, show, amounts, the cinema’s cancellation policy and its history',
        params: DeskBookingParams,
        response: { 200: DeskBookingDetailSchema, ...errors },
      },
    },
    (request) => desk.detail(currentBackOffice(request), request.params.id),
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      preHandler: requireRole(ctx, 'manager'),
      schema: {
        tags,
        security,
        summary: 'Cancel a booking with a refund to the card',
        description:
          'Refunds the cinema policy’s amount (its percentage of the ticket price), or `refundPaise` (0 up to the total) with a `reason`; frees the seats, e-mails the customer the amount and records the history and the audit. 409 for an admitted, already cancelled or started booking.',
        params: DeskBookingParams,
        body: CancelBody,
        response: { 200: DeskBookingDetailSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await ctx.limiter.consume([writeBudget(user.id)], 'Too many bookings-desk changes. Please wait a moment.');
      return desk.cancel(user, request.params.id, request.body);
    },
  );

  app.post(
    '/api/admin/bookings/:id/resend',
    {
      preHandler: requireRole(ctx, 'manager'),
      schema: {
        tags,
        security,
        summary: 'Send the booking’s confirmation e-mail (ticket and calendar invite) to the customer again',
        description: 'A few times per booking per hour; 409 once the booking is cancelled.',
        params: DeskBookingParams,
        response: { 202: ResendResultSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentBackOffice(request);
      await ctx.limiter.consume(
        [writeBudget(user.id), { key: `desk-resend:booking:${request.params.id}`, rule: ctx.config.limits.deskResend }],
        'This booking’s confirmation was sent again a short while ago. Please wait before sending it again.',
      );
      return reply.code(202).send(await desk.resend(user, request.params.id));
    },
  );
};
