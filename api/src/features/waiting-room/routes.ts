import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUserId, optionalUser, requireUser } from '../auth/authenticate.js';
import { currentBackOffice, requireRole, type BackOfficeUser } from '../admin/access.js';
import { ShowParams } from '../admin/shows/schemas.js';
import { getOnSale, removeOnSale, setOnSale } from './on-sale-admin.js';
import { createWaitingRoom } from './queue.js';
import { OnSaleAnswer, OnSaleBody, OnSaleSchema, QueueStatusSchema, WaitingRoomParams } from './schemas.js';

/** The virtual waiting room of on-sale shows: the customers' queue, and the back office's on-sale flag. */
export const waitingRoomRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const room = createWaitingRoom(ctx);
  const managers = requireRole(ctx, 'manager');
  const security = [{ bearer: [] }];
  const errors = {
    400: ErrorSchema,
    401: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
    429: ErrorSchema,
  };
  const spendWriteBudget = (user: BackOfficeUser) =>
    ctx.limiter.consume(
      [{ key: `admin-shows:${user.id}`, rule: ctx.config.limits.adminShowWrites }],
      'Too many schedule changes from this account. Please wait a moment.',
    );

  app.get(
    '/api/waiting-room/:showId',
    {
      preHandler: optionalUser(ctx),
      // No `security`: a token is optional here, as on the other routes that answer anyone (signed out: NOT_JOINED).
      schema: {
        tags: ['waiting-room'],
        summary:
          'The caller’s place in a show’s waiting room: state, position, people ahead, estimated wait, and once admitted a fresh admission token',
        description:
          'NO_QUEUE for a show sold without a waiting room. Signed out: NOT_JOINED. Ask every few seconds while waiting.',
        params: WaitingRoomParams,
        response: { 200: QueueStatusSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return room.status(request.userId, request.params.showId);
    },
  );

  app.post(
    '/api/waiting-room/:showId/join',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['waiting-room'],
        security,
        summary: 'Join a show’s waiting room: one place per account (joining again answers the same place)',
        description:
          'Everyone who joins before the on-sale moment is drawn into a random order at that moment; later arrivals queue in order of arrival. 404 for a show without a waiting room, 409 once the show has started.',
        params: WaitingRoomParams,
        response: { 200: QueueStatusSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => room.join(currentUserId(request), request.params.showId),
  );

  app.get(
    '/api/admin/shows/:id/on-sale',
    {
      preHandler: managers,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A show’s on-sale through the waiting room (null when it is sold without one)',
        params: ShowParams,
        response: { 200: OnSaleAnswer, ...errors },
      },
    },
    async (request) => ({ onSale: await getOnSale(ctx, currentBackOffice(request), request.params.id) }),
  );

  app.put(
    '/api/admin/shows/:id/on-sale',
    {
      preHandler: managers,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Sell a show through a waiting room from its on-sale moment, admitting customers at a rate per minute',
        description:
          'Holds and payments of the show then need an admission token from the queue (403 without one). `onSaleAt` must be before the show starts; it cannot move once it has passed. Another cinema’s show is 404.',
        params: ShowParams,
        body: OnSaleBody,
        response: { 200: OnSaleSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(user);
      return setOnSale(ctx, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/shows/:id/on-sale',
    {
      preHandler: managers,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Sell a show without a waiting room again (its queue is dropped; holds need no admission token)',
        params: ShowParams,
        response: { 204: Type.Null({ description: 'Removed, or the show had no waiting room' }), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(user);
      await removeOnSale(ctx, user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
