import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { createMovieService } from './service.js';
import { renderPoster } from './poster.js';
import { MovieIdParams, MovieListSchema, MovieWithSlotsSchema, SearchQuery } from './schemas.js';

const POSTER_MAX_AGE_SECONDS = 7 * 24 * 3600;

export const movieRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const movies = createMovieService(ctx);
  const tags = ['movies'];

  app.get('/movies', {
    schema: { tags, summary: 'All movies, newest release first', response: { 200: MovieListSchema } },
  }, () => movies.all());

  app.get('/movies/recent', {
    schema: { tags, summary: 'Movies with shows still ahead, newest release first', response: { 200: MovieListSchema } },
  }, () => movies.recent());

  app.get('/movies/search', {
    schema: {
      tags,
      summary: 'Case-insensitive search on title, genre and language; an empty query gives []',
      querystring: SearchQuery,
      response: { 200: MovieListSchema, 400: ErrorSchema },
    },
  }, (request) => movies.search(request.query.query, request.query.limit));

  app.get('/movies/:id', {
    schema: {
      tags,
      summary: 'One movie with its upcoming shows (slots), sorted by date then time',
      params: MovieIdParams,
      response: { 200: MovieWithSlotsSchema, 400: ErrorSchema, 404: ErrorSchema },
    },
  }, (request) => movies.withSlots(request.params.id));

  app.get('/posters/:id.svg', {
    schema: {
      tags,
      summary: 'Generated poster art (SVG)',
      params: MovieIdParams,
    },
  }, async (request, reply) => {
    const movie = await movies.findRow(request.params.id);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${POSTER_MAX_AGE_SECONDS}`)
      .send(renderPoster(movie));
  });
};
