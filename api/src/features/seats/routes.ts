import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { clientAddress } from '../../http/client-address.js';
import { ErrorSchema } from '../../http/errors.js';
import { claimedCaller, claimedUser, currentUserId, requireClaimedUser, requireUser } from '../auth/authenticate.js';
import { HoldSchema, ReleaseHoldQuery, SeatSchema, SelectSeatsBody, SlotParams } from './schemas.js';
import { createSeatService } from './service.js';
import { seatMapsFor } from './seat-map.js';
import { sendEncoded } from '../../http/rendered-response.js';
import { admissionCheck } from '../waiting-room/admission-check.js';
import { AdmissionHeaders } from '../waiting-room/schemas.js';

export const seatRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const seats = createSeatService(ctx);
  const seatMaps = seatMapsFor(ctx);
  const admitted = admissionCheck(ctx);

  app.get(
    '/api/seats/slot/:slotId',
    {
      schema: {
        tags: ['seats'],
        summary: 'Seat map of a show, by row then number; the caller’s own held seats read AVAILABLE',
        params: SlotParams,
        response: { 200: Type.Array(SeatSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await seatMaps.forCaller(request.params.slotId, await claimedCaller(ctx, request)),
        'no-store',
      ),
  );

  app.post(
    '/api/bookings/select-seats',
    {
      // In a rush most holds are for seats someone just took: those are refused from the seat map before the
      // account is looked up, which the hold then does before it counts or writes anything.
      preHandler: requireClaimedUser(ctx),
      schema: {
        tags: ['seats'],
        security: [{ bearer: [] }],
        summary:
          'Hold 1–10 seats for the payment session, replacing the caller’s previous hold on this show (and on any other show)',
        headers: AdmissionHeaders,
        body: SelectSeatsBody,
        response: {
          200: HoldSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = claimedUser(request);
      await admitted(caller.userId, request.body.slotId, request.headers['x-admission-token']);
      return seats.hold(caller, request.body.slotId, request.body.seatNumbers, clientAddress(request));
    },
  );

  app.delete(
    '/api/bookings/hold',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['seats'],
        security: [{ bearer: [] }],
        summary:
          'Release the caller’s unpaid hold on a show (the customer left): its seats are AVAILABLE to everyone at once',
        description:
          'Only the caller’s own hold; other accounts’ holds and booked seats stay. 204 whether or not there was a hold.',
        querystring: ReleaseHoldQuery,
        response: {
          204: Type.Null({ description: 'Released, or nothing was held' }),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await seats.release(currentUserId(request), request.query.slotId);
      return reply.status(204).send(null);
    },
  );
};
