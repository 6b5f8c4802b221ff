import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext, FeatureOptions } from '../../../app-context.js';
import { ErrorSchema } from '../../../http/errors.js';
import { currentBackOffice, requireRole, type BackOfficeUser } from '../access.js';
import { createCinemasService } from './cinemas-service.js';
import {
  CinemaBody,
  CinemaListSchema,
  CinemaParams,
  CinemaSchema,
  LayoutConflictSchema,
  ScreenBody,
  ScreenListSchema,
  ScreenParams,
  ScreenSchema,
} from './schemas.js';
import { createScreensService } from './screens-service.js';

/** A screen body carries up to 1000 seats (about 45 bytes each): more than the API's usual body limit. */
const LAYOUT_BODY_LIMIT_BYTES = 128 * 1024;
const WRITE_LIMIT_MESSAGE = 'Too many cinema and screen changes from this account. Please wait a moment.';

function spendWriteBudget(ctx: AppContext, user: BackOfficeUser): Promise<void> {
  return ctx.limiter.consume(
    [{ key: `admin:cinema-write:${user.id}`, rule: ctx.config.limits.cinemaWrite }],
    WRITE_LIMIT_MESSAGE,
  );
}

/**
 * Cinemas and their screens with seat layouts: managers and admins. A manager sees and edits only its own cinemas
 * (404 for any other, as for one that does not exist) and works for every cinema it creates; staff get 403.
 */
export const cinemaRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const cinemas = createCinemasService(ctx);
  const screens = createScreensService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
  // Role and scope before the body is validated: a caller without the role learns nothing of the body format.
  const authorize = requireRole(ctx, 'manager');

  app.get(
    '/api/admin/cinemas',
    {
      preValidation: authorize,
      schema: {
        tags,
        security,
        summary: 'The cinemas this account manages (an admin: every cinema), by name',
        response: { 200: CinemaListSchema, ...errors },
      },
    },
    (request) => cinemas.list(currentBackOffice(request)),
  );

  app.post(
    '/api/admin/cinemas',
    {
      preValidation: authorize,
      schema: {
        tags,
        security,
        summary: 'Add a cinema',
        description:
          'Names are unique in the chain (409 otherwise). A manager who adds a cinema manages it from then on.',
        body: CinemaBody,
        response: { 201: CinemaSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(ctx, user);
      return reply.status(201).send(await cinemas.create(user, request.body));
    },
  );

  app.get(
    '/api/admin/cinemas/:id',
    {
      preValidation: authorize,
      schema: {
        tags,
        security,
        summary: 'One cinema',
        params: CinemaParams,
        response: { 200: CinemaSchema, ...errors },
      },
    },
    (request) => cinemas.get(currentBackOffice(request), request.params.id),
  );

  app.put(
    '/api/admin/cinemas/:id',
    {
      preValidation: authorize,
      schema: {
        tags,
        security,
        summary: 'Edit a cinema',
        description:
          'Replaces every field. The time zone cannot change while the cinema has live shows that have not ended (409). Customers see the new details and cancellation policy at once.',
        params: CinemaParams,
        body: CinemaBody,
        response: { 200: CinemaSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(ctx, user);
      return cinemas.update(user, request.params.id, request.body);
    },
  );

  app.get(
    '/api/admin/cinemas/:id/screens',
    {
      preValidation: authorize,
      schema: {
        tags,
        security,
        summary: 'A cinema’s screens with their seat counts',
        params: CinemaParams,
        response: { 200: ScreenListSchema, ...errors },
      },
    },
    (request) => screens.list(currentBackOffice(request), request.params.id),
  );

  app.post(
    '/api/admin/cinemas/:id/screens',
    {
      preValidation: authorize,
      bodyLimit: LAYOUT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        summary: 'Add a screen with its seat layout to a cinema',
        description:
          'Screen names are unique in a cinema (409 otherwise). The layout is the format GET /api/admin/screens/{id} answers and the seat-layout editor imports and exports.',
        params: CinemaParams,
        body: ScreenBody,
        response: { 201: ScreenSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(ctx, user);
      return reply.status(201).send(await screens.create(user, request.params.id, request.body));
    },
  );

  app.get(
    '/api/admin/screens/:id',
    {
      preValidation: authorize,
      schema: {
        tags,
        security,
        summary: 'One screen with its seat layout and tier prices',
        params: ScreenParams,
        response: { 200: ScreenSchema, ...errors },
      },
    },
    (request) => screens.get(currentBackOffice(request), request.params.id),
  );

  app.put(
    '/api/admin/screens/:id',
    {
      preValidation: authorize,
      bodyLimit: LAYOUT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        summary: 'Rename a screen and replace its seat layout and default tier prices',
        description:
          'Refused (409, listing `conflicts`) when a seat booked or held for a show that has not ended would be dropped or moved to another row or column. Shows ahead lacking a price for a tier the layout now uses get the screen’s default price for it.',
        params: ScreenParams,
        body: ScreenBody,
        response: { 200: ScreenSchema, 409: LayoutConflictSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await spendWriteBudget(ctx, user);
      return screens.update(user, request.params.id, request.body);
    },
  );
};
