import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { sendRendered } from '../../http/rendered-response.js';
import { CATALOGUE_MAX_AGE_SECONDS } from '../movies/catalogue.js';
import { SearchAllQuery, SearchAllSchema } from './schemas.js';
import { searchesFor } from './search-service.js';

export const searchRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const searches = searchesFor(ctx);

  app.get(
    '/search',
    {
      schema: {
        tags: ['movies'],
        summary:
          'Search films and cinemas as typed: typos forgiven (one per word from 4 letters, two from 6), a language or genre word ranks its films first, cast and crew names find their films, cinema names, addresses and cities find cinemas; when no film matches, the closest titles',
        querystring: SearchAllQuery,
        response: { 200: SearchAllSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, city, limit } = request.query;
      return sendRendered(
        request,
        reply,
        await searches.all(q, city, limit),
        ctx.now().getTime(),
        CATALOGUE_MAX_AGE_SECONDS,
      );
    },
  );
};
