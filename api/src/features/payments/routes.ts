import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { BookingSchema } from '../bookings/schemas.js';
import { PaymentBody, PaymentHeaders } from './schemas.js';
import { HoldConflictSchema } from '../seats/schemas.js';
import { createPaymentService } from './service.js';
import { IDEMPOTENT_REPLAYED } from './replay-header.js';
import { admissionCheck } from '../waiting-room/admission-check.js';

export const paymentRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const payments = createPaymentService(ctx);
  const admitted = admissionCheck(ctx);

  app.post(
    '/api/bookings/payment',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary: 'Pay for the caller’s seat hold (mock gateway; card 4000 0000 0000 0002 always declines)',
        headers: PaymentHeaders,
        body: PaymentBody,
        response: {
          201: BookingSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: HoldConflictSchema,
          422: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.body.slotId !== undefined)
        await admitted(currentUserId(request), request.body.slotId, request.headers['x-admission-token']);
      const outcome = await payments.pay(currentUserId(request), request.body, request.headers['idempotency-key']);
      if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED, 'true');
      return reply.status(outcome.statusCode).send(outcome.body);
    },
  );
};
