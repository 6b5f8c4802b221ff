import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { BookingIdParams, BookingSchema } from './schemas.js';
import { createBookingService } from './service.js';

export const bookingRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const bookings = createBookingService(ctx);
  app.addHook('preHandler', requireUser(ctx));
  const tags = ['bookings'];
  const security = [{ bearer: [] }];

  app.get('/api/bookings/my-bookings', {
    schema: { tags, security, summary: 'The caller’s bookings, newest first', response: { 200: Type.Array(BookingSchema), 401: ErrorSchema } },
  }, (request) => bookings.listFor(currentUserId(request)));

  app.delete('/api/user/bookings/:id', {
    schema: {
      tags,
      security,
      summary: 'Remove a booking from the list, cancelling it under the cinema’s policy (refund, seats freed) if the show is ahead; 409 after the cancellation cut-off',
      params: BookingIdParams,
      response: {
        200: Type.Object({ message: Type.String(), status: Type.String() }),
        400: ErrorSchema,
        401: ErrorSchema,
        404: ErrorSchema,
        409: ErrorSchema,
      },
    },
  }, async (request) => {
    const { cancelled } = await bookings.remove(currentUserId(request), request.params.id);
    return cancelled
      ? { message: 'Booking cancelled and removed', status: 'CANCELLED' }
      : { message: 'Booking removed', status: 'REMOVED' };
  });
};
