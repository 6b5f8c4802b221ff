import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { BookingIdParams, BookingSchema, CancelledBookingResponse, RefundQuoteSchema } from './schemas.js';
import { createBookingService } from './service.js';

export const bookingRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const bookings = createBookingService(ctx);
  app.addHook('preHandler', requireUser(ctx));
  const tags = ['bookings'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/bookings/my-bookings',
    {
      schema: {
        tags,
        security,
        summary: 'The caller’s bookings, newest first',
        response: { 200: Type.Array(BookingSchema), 401: ErrorSchema },
      },
    },
    (request) => bookings.listFor(currentUserId(request)),
  );

  app.get(
    '/api/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One booking of the caller (also after paying, to show the confirmation again); someone else’s is 404',
        params: BookingIdParams,
        response: { 200: BookingSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    (request) => bookings.getOwn(currentUserId(request), request.params.id),
  );

  app.get(
    '/api/user/bookings/:id/refund-quote',
    {
      schema: {
        tags,
        security,
        summary:
          'What cancelling the caller’s booking now gives back under the cinema’s policy (amount, card, when), or why it can no longer be cancelled',
        params: BookingIdParams,
        response: { 200: RefundQuoteSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    (request) => bookings.quote(currentUserId(request), request.params.id),
  );

  app.post(
    '/api/user/bookings/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel the caller’s booking under the cinema’s policy: the quoted refund to the card, seats freed, the cancellation e-mail; it stays on the list as CANCELLED. 409 with the reason when it can no longer be cancelled',
        params: BookingIdParams,
        response: {
          200: CancelledBookingResponse,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { booking, quote } = await bookings.cancel(currentUserId(request), request.params.id);
      const message = quote.refundAmount > 0 ? `Booking cancelled. Refund: ${quote.message}.` : 'Booking cancelled.';
      return { message, booking, quote };
    },
  );

  app.delete(
    '/api/user/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Remove a booking from the list, cancelling it under the cinema’s policy (refund, seats freed) if the show is ahead; 409 after the cancellation cut-off',
        params: BookingIdParams,
        response: {
          200: Type.Object({ message: Type.String(), status: Type.String() }),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { cancelled } = await bookings.remove(currentUserId(request), request.params.id);
      return cancelled
        ? { message: 'Booking cancelled and removed', status: 'CANCELLED' }
        : { message: 'Booking removed', status: 'REMOVED' };
    },
  );
};
