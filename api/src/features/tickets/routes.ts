import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema, badRequest, forbidden, notFound, unauthorized } from '../../http/errors.js';
import { fileResponse } from '../../http/media-responses.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { BookingIdParams } from '../bookings/schemas.js';
import { BOOKING_NOT_FOUND, createBookingService, toBooking } from '../bookings/service.js';
import { countTicketDownload } from './download-limit.js';
import { ticketPdfsFor } from './ticket-pdf-cache.js';

export const ticketRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const bookings = createBookingService(ctx);
  const authenticate = requireUser(ctx);
  const pdfs = ticketPdfsFor(ctx);

  app.get(
    '/api/bookings/:id/download',
    {
      preHandler: async (request, reply) => {
        if (!request.headers.authorization) throw unauthorized('Please login to download ticket');
        await authenticate(request, reply);
      },
      schema: {
        tags: ['bookings'],
        security: [{ bearer: [] }],
        summary:
          'The ticket PDF of a confirmed booking of the caller (downloads per account are limited: 429 with Retry-After)',
        params: BookingIdParams,
        response: {
          200: fileResponse('The ticket: one page with the show, the seats and the signed QR code', 'application/pdf'),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await countTicketDownload(ctx, currentUserId(request));
      const record = await bookings.findRecord(request.params.id);
      if (!record) throw notFound(BOOKING_NOT_FOUND);
      if (record.user_id !== currentUserId(request))
        throw forbidden('Access denied. This booking does not belong to you.');
      if (record.status !== 'CONFIRMED') throw badRequest('Tickets can only be downloaded for confirmed bookings');
      const pdf = await pdfs.get(toBooking(record, ctx), record.time_zone);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="ticket-booking-${record.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
