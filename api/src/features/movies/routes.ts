import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { namesEtag, sendRendered } from '../../http/rendered-response.js';
import { CATALOGUE_MAX_AGE_SECONDS, MOVIE_DETAIL_MAX_AGE_SECONDS, catalogueFor } from './catalogue.js';
import { MovieIdParams, MovieListSchema, MovieWithSlotsSchema, SearchQuery } from './schemas.js';

const POSTER_MAX_AGE_SECONDS = 7 * 24 * 3600;

export const movieRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const catalogue = catalogueFor(ctx);
  const { movies } = catalogue;
  const tags = ['movies'];
  const rendered = { description: 'Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it)' };

  app.get('/movies', {
    schema: { tags, summary: 'All movies, newest release first', response: { 200: { ...MovieListSchema, ...rendered } } },
  }, async (request, reply) => sendRendered(request, reply, await catalogue.all(), ctx.now().getTime(), CATALOGUE_MAX_AGE_SECONDS));

  app.get('/movies/recent', {
    schema: { tags, summary: 'Movies with shows still ahead, newest release first', response: { 200: { ...MovieListSchema, ...rendered } } },
  }, async (request, reply) => sendRendered(request, reply, await catalogue.recent(), ctx.now().getTime(), CATALOGUE_MAX_AGE_SECONDS));

  app.get('/movies/search', {
    schema: {
      tags,
      summary: 'Case-insensitive search on title, genre and language, exact and prefix title matches first, tolerating one typo per word of 4+ letters; an empty query gives []',
      querystring: SearchQuery,
      response: { 200: MovieListSchema, 400: ErrorSchema },
    },
  }, async (request) => movies.search((await catalogue.searchable()).rows, request.query.query, request.query.limit));

  app.get('/movies/:id', {
    schema: {
      tags,
      summary: 'One movie with its upcoming shows (slots), sorted by date then time, each with its city and seat counts',
      params: MovieIdParams,
      response: { 200: { ...MovieWithSlotsSchema, ...rendered }, 400: ErrorSchema, 404: ErrorSchema },
    },
  }, async (request, reply) => sendRendered(request, reply, await catalogue.movie(request.params.id), ctx.now().getTime(), MOVIE_DETAIL_MAX_AGE_SECONDS));

  app.get('/posters/:id.svg', {
    schema: {
      tags,
      summary: 'Generated poster art (SVG), rendered once per movie, with a strong ETag (304 when If-None-Match names it)',
      params: MovieIdParams,
    },
  }, async (request, reply) => {
    const poster = await catalogue.poster(request.params.id);
    reply.header('cache-control', `public, max-age=${POSTER_MAX_AGE_SECONDS}`).header('etag', poster.etag);
    if (namesEtag(request.headers['if-none-match'], [poster.etag])) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(poster.body);
  });
};
