import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { sendRendered } from '../../http/rendered-response.js';
import { CATALOGUE_MAX_AGE_SECONDS } from '../movies/catalogue.js';
import { cinemaCacheFor } from './cinema-cache.js';
import { CINEMA_PAGE_DAYS } from './cinema-pages.js';
import { CinemaIdParams, CinemaListQuery, CinemaListSchema, CinemaPageSchema } from './schemas.js';

const rendered = {
  description: 'Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it)',
};

/** The public cinema pages: what a customer sees of each cinema and its shows. */
export const cinemaPageRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const cache = cinemaCacheFor(ctx);
  const tags = ['cinemas'];

  app.get(
    '/cinemas',
    {
      schema: {
        tags,
        summary: 'The cinemas, by city then name; `city` keeps one city’s',
        querystring: CinemaListQuery,
        response: { 200: { ...CinemaListSchema, ...rendered }, 400: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendRendered(
        request,
        reply,
        await cache.list(request.query.city),
        ctx.now().getTime(),
        CATALOGUE_MAX_AGE_SECONDS,
      ),
  );

  app.get(
    '/cinemas/:id',
    {
      schema: {
        tags,
        summary: `One cinema: address and map link, facilities, accessibility, cancellation policy, and every film's shows of the next ${CINEMA_PAGE_DAYS} days with format, languages and price range`,
        params: CinemaIdParams,
        response: { 200: { ...CinemaPageSchema, ...rendered }, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendRendered(request, reply, await cache.page(request.params.id), ctx.now().getTime(), CATALOGUE_MAX_AGE_SECONDS),
  );
};
