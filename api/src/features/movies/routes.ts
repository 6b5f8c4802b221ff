import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema, notFound } from '../../http/errors.js';
import { namesEtag, sendRendered } from '../../http/rendered-response.js';
import { emptyResponse, fileResponse, textResponse } from '../../http/media-responses.js';
import { CATALOGUE_MAX_AGE_SECONDS, MOVIE_DETAIL_MAX_AGE_SECONDS, catalogueFor } from './catalogue.js';
import { MovieIdParams, MovieListSchema, MovieWithSlotsSchema, PosterFileParams, SearchQuery } from './schemas.js';
import { readPosterImage } from './poster-images.js';
import { posterPreviewJpeg } from './poster-preview.js';
import { searchesFor } from '../search/search-service.js';
import { POSTER_CONTENT_TYPE, POSTER_FILE_PATTERN, type PosterFormat } from './poster-urls.js';

const POSTER_MAX_AGE_SECONDS = 7 * 24 * 3600;
const POSTER_FILE = new RegExp(POSTER_FILE_PATTERN);
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const movieRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const catalogue = catalogueFor(ctx);
  const searches = searchesFor(ctx);
  const tags = ['movies'];
  const rendered = {
    description: 'Rendered once and served with Cache-Control and a strong ETag (304 when If-None-Match names it)',
  };

  app.get(
    '/movies',
    {
      schema: {
        tags,
        summary: 'All movies, newest release first',
        response: { 200: { ...MovieListSchema, ...rendered } },
      },
    },
    async (request, reply) =>
      sendRendered(request, reply, await catalogue.all(), ctx.now().getTime(), CATALOGUE_MAX_AGE_SECONDS),
  );

  app.get(
    '/movies/recent',
    {
      schema: {
        tags,
        summary: 'Movies with shows still ahead, newest release first',
        response: { 200: { ...MovieListSchema, ...rendered } },
      },
    },
    async (request, reply) =>
      sendRendered(request, reply, await catalogue.recent(), ctx.now().getTime(), CATALOGUE_MAX_AGE_SECONDS),
  );

  app.get(
    '/movies/search',
    {
      schema: {
        tags,
        summary:
          'Films matching the text, best first, as the films of GET /search: title, language, genre, cast and crew, ignoring case and accents, forgiving typos; an empty query gives []',
        querystring: SearchQuery,
        response: { 200: { ...MovieListSchema, ...rendered }, 400: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendRendered(
        request,
        reply,
        await searches.movies(request.query.query, request.query.limit),
        ctx.now().getTime(),
        CATALOGUE_MAX_AGE_SECONDS,
      ),
  );

  app.get(
    '/movies/:id',
    {
      schema: {
        tags,
        summary:
          'One movie with its upcoming shows (slots), sorted by date then time, each with its city and seat counts',
        params: MovieIdParams,
        response: { 200: { ...MovieWithSlotsSchema, ...rendered }, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendRendered(
        request,
        reply,
        await catalogue.movie(request.params.id),
        ctx.now().getTime(),
        MOVIE_DETAIL_MAX_AGE_SECONDS,
      ),
  );

  app.get(
    '/posters/:id.svg',
    {
      schema: {
        tags,
        summary:
          'Generated poster art (SVG), rendered once per movie, with a strong ETag (304 when If-None-Match names it)',
        params: MovieIdParams,
        response: {
          200: textResponse('The poster, 400 × 600', 'image/svg+xml'),
          304: emptyResponse('Not modified (If-None-Match named it)'),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const poster = await catalogue.poster(request.params.id);
      reply.header('cache-control', `public, max-age=${POSTER_MAX_AGE_SECONDS}`).header('etag', poster.etag);
      if (namesEtag(request.headers['if-none-match'], [poster.etag])) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(poster.body);
    },
  );

  app.get(
    '/posters/:id.jpg',
    {
      schema: {
        tags,
        summary:
          'The generated poster as a JPEG (800 × 1200), for link previews (chat apps and social sites show no SVG); strong ETag as the SVG',
        params: MovieIdParams,
        response: {
          200: fileResponse('The poster as a JPEG, 800 × 1200', 'image/jpeg'),
          304: emptyResponse('Not modified (If-None-Match named it)'),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const poster = await catalogue.poster(request.params.id);
      const etag = `"jpg-${poster.etag.slice(1)}`;
      reply.header('cache-control', `public, max-age=${POSTER_MAX_AGE_SECONDS}`).header('etag', etag);
      if (namesEtag(request.headers['if-none-match'], [etag])) return reply.code(304).send(null);
      return reply.type('image/jpeg').send(await posterPreviewJpeg(poster.body, poster.etag));
    },
  );

  app.get(
    '/poster-images/:file',
    {
      schema: {
        tags,
        summary:
          'A file of an uploaded poster, named {key}-{width}.{webp|jpg}; its name changes with its content, so it is cached for good',
        params: PosterFileParams,
        response: {
          200: fileResponse('The poster file, WebP or JPEG as its name says', 'image/webp', 'image/jpeg'),
          304: emptyResponse('Not modified (If-None-Match named it)'),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [, key, width, extension] = POSTER_FILE.exec(request.params.file)!;
      const format: PosterFormat = extension === 'jpg' ? 'jpeg' : 'webp';
      const etag = `"${key}-${width}-${format}"`;
      const bytes = await readPosterImage(ctx.db, key, Number(width), format);
      if (!bytes) throw notFound('Poster not found');
      reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
      if (namesEtag(request.headers['if-none-match'], [etag])) return reply.code(304).send(null);
      return reply.type(POSTER_CONTENT_TYPE[format]).send(bytes);
    },
  );
};
