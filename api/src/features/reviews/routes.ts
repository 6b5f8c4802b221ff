import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { createReviewService } from './review-service.js';
import {
  BookingReviewParams,
  MovieReviewsParams,
  MovieReviewsQuery,
  MovieReviewsSchema,
  MyReviewsSchema,
  NewReviewBody,
  OwnReviewSchema,
  ReportBody,
  ReportResultSchema,
  ReviewParams,
} from './schemas.js';
import { adminReviewRoutes } from '../admin/reviews/routes.js';

/**
 * Verified ratings: customers rate a film once per booking after being admitted (or after the show ended), read a
 * film's reviews and report one; the back office hides and shows reviews again (`admin/reviews`).
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const reviews = createReviewService(ctx);
  const tags = ['reviews'];
  const security = [{ bearer: [] }];
  const errors = {
    400: ErrorSchema,
    401: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
    429: ErrorSchema,
  };
  const writeBudget = (userId: number) => [
    { key: `review-write:account:${userId}`, rule: ctx.config.limits.reviewWrite },
  ];
  const writeLimitMessage = 'You have written or reported many reviews in a short time. Please try again later.';

  app.post(
    '/api/bookings/:id/review',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags,
        security,
        summary: 'Rate the booking’s film (1–5 stars) with an optional short review, once per booking',
        description:
          'The booking must be the caller’s, paid and not cancelled, and its ticket admitted at the door or its show ended ' +
          '(else 403 with the reason); a second review of the same booking is 409. `text` is plain text, cleaned of control and ' +
          'invisible characters, at most 1000 characters. The film’s average and count change at once on every API process.',
        params: BookingReviewParams,
        body: NewReviewBody,
        response: { 201: OwnReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await ctx.limiter.consume(writeBudget(userId), writeLimitMessage);
      return reply.code(201).send(await reviews.submit(userId, request.params.id, request.body));
    },
  );

  app.get(
    '/api/user/reviews',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags,
        security,
        summary: 'The caller’s bookings that can be rated now, and the ratings the caller gave, latest show first',
        response: { 200: MyReviewsSchema, 401: ErrorSchema },
      },
    },
    (request) => reviews.mine(currentUserId(request)),
  );

  app.get(
    '/movies/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'A film’s verified reviews, newest first, with its average rating and count (hidden reviews are left out)',
        description:
          'Authors are shown as first name and initial. Pages of `limit` (default 10); pass `nextCursor` as `cursor` for the next.',
        params: MovieReviewsParams,
        querystring: MovieReviewsQuery,
        response: { 200: MovieReviewsSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reviews.forMovie(request.params.id, request.query);
    },
  );

  app.post(
    '/api/reviews/:id/report',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags,
        security,
        summary: 'Report a review that breaks the rules (once per account and review)',
        description:
          'The back office sees reported reviews first. 403 for one’s own review, 404 for a hidden or unknown one, 409 when already reported.',
        params: ReviewParams,
        body: ReportBody,
        response: { 201: ReportResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await ctx.limiter.consume(writeBudget(userId), writeLimitMessage);
      return reply.code(201).send({ message: await reviews.report(userId, request.params.id, request.body) });
    },
  );

  await app.register(adminReviewRoutes, { ctx });
};
