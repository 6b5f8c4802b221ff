import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { IdSchema } from '../../http/id-schema.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { MessageResponse } from '../auth/schemas.js';
import { MovieListSchema } from '../movies/schemas.js';
import { createFavoriteService } from './service.js';

const MovieIdParams = Type.Object({ movieId: IdSchema({ 'x-message': 'movieId must be a movie id' }) });

export const favoriteRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const favorites = createFavoriteService(ctx);
  app.addHook('preHandler', requireUser(ctx));
  const tags = ['favourites'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

  app.get(
    '/api/user/favorites',
    {
      schema: {
        tags,
        security,
        summary: 'The caller’s favourite movies, last added first',
        response: { 200: MovieListSchema, 401: ErrorSchema },
      },
    },
    (request) => favorites.list(currentUserId(request)),
  );

  // Registered before /:movieId for readability; the static path wins either way.
  app.delete(
    '/api/user/favorites/deleteall',
    {
      schema: {
        tags,
        security,
        summary: 'Remove every favourite',
        response: { 200: MessageResponse, 401: ErrorSchema },
      },
    },
    async (request) => {
      await favorites.clear(currentUserId(request));
      return { message: 'All favourites removed' };
    },
  );

  app.post(
    '/api/user/favorites/:movieId',
    {
      schema: {
        tags,
        security,
        summary: 'Add a favourite (idempotent)',
        params: MovieIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await favorites.add(currentUserId(request), request.params.movieId);
      return { message: 'Added to favourites' };
    },
  );

  app.delete(
    '/api/user/favorites/:movieId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a favourite (idempotent)',
        params: MovieIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await favorites.remove(currentUserId(request), request.params.movieId);
      return { message: 'Removed from favourites' };
    },
  );
};
