import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema, badRequest, notFound, unauthorized } from '../../http/errors.js';
import { textResponse } from '../../http/media-responses.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { BookingIdParams } from '../bookings/schemas.js';
import { BOOKING_NOT_FOUND, createBookingService, toBooking } from '../bookings/service.js';
import { countTicketDownload } from '../tickets/download-limit.js';
import { bookingCalendar, calendarFileName } from './booking-event.js';

export const calendarRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const bookings = createBookingService(ctx);
  const authenticate = requireUser(ctx);

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      preHandler: async (request, reply) => {
        if (!request.headers.authorization) throw unauthorized('Please login to add the show to your calendar');
        await authenticate(request, reply);
      },
      schema: {
        tags: ['bookings'],
        security: [{ bearer: [] }],
        summary:
          'A calendar invite (iCalendar, RFC 5545) for a confirmed booking of the caller: the show, in the cinema’s time zone',
        params: BookingIdParams,
        response: {
          200: textResponse('The invite: one event with a reminder, in the cinema’s time zone', 'text/calendar'),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await countTicketDownload(ctx, currentUserId(request));
      const record = await bookings.findRecord(request.params.id);
      // Someone else's booking is not found, so ids cannot be probed.
      if (!record || record.user_id !== currentUserId(request)) throw notFound(BOOKING_NOT_FOUND);
      if (record.status !== 'CONFIRMED') throw badRequest('Calendar invites are only available for confirmed bookings');
      const booking = toBooking(record, ctx);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(booking)}"`)
        .header('cache-control', 'private, no-store')
        .send(bookingCalendar(booking, record.time_zone));
    },
  );
};
