import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../../app-context.js';
import { ErrorSchema } from '../../../http/errors.js';
import { currentBackOffice, requireRole } from '../access.js';
import { createModerationService } from './moderation-service.js';
import {
  AdminReviewListSchema,
  AdminReviewParams,
  AdminReviewSchema,
  AdminReviewsQuery,
  HideReviewBody,
} from './schemas.js';

/**
 * Review moderation, for managers (reviews written by the audiences of their cinemas) and admins (every review).
 * Staff work the door: hiding what every customer reads about a film is a manager's call, and it is audited.
 */
export const adminReviewRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const moderation = createModerationService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
  const writeBudget = (userId: number) => [
    { key: `review-moderation:account:${userId}`, rule: ctx.config.limits.reviewModeration },
  ];

  app.get(
    '/api/admin/reviews',
    {
      preHandler: requireRole(ctx, 'manager'),
      schema: {
        tags,
        security,
        summary:
          'Reviews written by the audiences of the account’s cinemas (admin: all), reported ones still shown first',
        querystring: AdminReviewsQuery,
        response: { 200: AdminReviewListSchema, ...errors },
      },
    },
    (request) => moderation.list(currentBackOffice(request), request.query),
  );

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      preHandler: requireRole(ctx, 'manager'),
      schema: {
        tags,
        security,
        summary: 'Hide a review with a reason: customers no longer see it and the film’s average leaves it out',
        description: '409 when already hidden. Audited.',
        params: AdminReviewParams,
        body: HideReviewBody,
        response: { 200: AdminReviewSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await ctx.limiter.consume(writeBudget(user.id), 'Too many review changes. Please wait a moment.');
      return moderation.hide(user, request.params.id, request.body);
    },
  );

  app.post(
    '/api/admin/reviews/:id/unhide',
    {
      preHandler: requireRole(ctx, 'manager'),
      schema: {
        tags,
        security,
        summary: 'Show a hidden review again (it counts in the film’s average again)',
        description: '409 when it is not hidden. Audited.',
        params: AdminReviewParams,
        response: { 200: AdminReviewSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentBackOffice(request);
      await ctx.limiter.consume(writeBudget(user.id), 'Too many review changes. Please wait a moment.');
      return moderation.unhide(user, request.params.id);
    },
  );
};
