import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../../../app-context.js';
import { ApiError, ErrorSchema, badRequest } from '../../../http/errors.js';
import { currentBackOffice, requireRole } from '../access.js';
import { createAdminMovieService } from './movies-service.js';
import { POSTER_MAX_BYTES, POSTER_TOO_LARGE_MESSAGE, encodePoster } from './poster-encode.js';
import {
  AdminMovieIdParams,
  AdminMovieListSchema,
  AdminMovieSchema,
  ArchiveBody,
  MovieBody,
  MoviesQuery,
} from './schemas.js';

const POSTER_FIELD = 'poster';
const MULTIPART_MESSAGE = `Send the poster as multipart/form-data with one file field named "${POSTER_FIELD}"`;

/**
 * The chain's films, for managers and admins (staff: 403). Movies belong to the whole chain, so every manager sees
 * and edits every film; shows, screens and sales stay scoped to each account's cinemas.
 */
export const adminMovieRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const movies = createAdminMovieService(ctx);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
  const preHandler = requireRole(ctx, 'manager');
  const spendWriteBudget = (userId: number) =>
    ctx.limiter.consume(
      [{ key: `admin:movie-write:${userId}`, rule: ctx.config.limits.movieWrite }],
      'Too many movie changes from this account. Please wait a moment.',
    );

  // Only this plugin's routes read multipart bodies; one file of at most POSTER_MAX_BYTES, no other parts.
  await app.register(multipart, {
    limits: { fileSize: POSTER_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });

  app.get(
    '/api/admin/movies',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The chain’s films, newest release first',
        description:
          '`q` finds text in the title or a cast or crew name (any case); `status` keeps now_showing, coming_soon or archived films.',
        querystring: MoviesQuery,
        response: { 200: AdminMovieListSchema, ...errors },
      },
    },
    async (request) => ({ movies: await movies.list(request.query) }),
  );

  app.post(
    '/api/admin/movies',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Add a film (poster: upload with PUT /api/admin/movies/{id}/poster; until then a generated one is shown)',
        body: MovieBody,
        response: { 201: AdminMovieSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentBackOffice(request);
      await spendWriteBudget(actor.id);
      return reply.code(201).send(await movies.create(actor, request.body));
    },
  );

  app.get(
    '/api/admin/movies/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One film as the back office edits it',
        params: AdminMovieIdParams,
        response: { 200: AdminMovieSchema, ...errors },
      },
    },
    (request) => movies.get(request.params.id),
  );

  app.put(
    '/api/admin/movies/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Edit a film (every field); a new running time moves the end of each of its live shows still ahead',
        description:
          'A changed `runtimeMinutes` makes each live show of the film still ahead end at its start + the new running time (audited per cinema); 409 naming the shows when one would then run, with its cinema’s cleaning gap, into the next show of its screen.',
        params: AdminMovieIdParams,
        body: MovieBody,
        response: { 200: AdminMovieSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const actor = currentBackOffice(request);
      await spendWriteBudget(actor.id);
      return movies.update(actor, request.params.id, request.body);
    },
  );

  app.post(
    '/api/admin/movies/:id/archive',
    {
      preHandler,
      // A body-less POST archives.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        security,
        summary:
          'Archive a film: it leaves the catalogue and gets no new shows; its shows and bookings stay ({"archived": false} restores it)',
        params: AdminMovieIdParams,
        body: ArchiveBody,
        response: { 200: AdminMovieSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentBackOffice(request);
      await spendWriteBudget(actor.id);
      return movies.archive(actor, request.params.id, request.body?.archived ?? true);
    },
  );

  app.put(
    '/api/admin/movies/:id/poster',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Upload the film’s poster',
        description:
          `multipart/form-data with one file field "${POSTER_FIELD}": a JPEG, PNG or WebP image of at most 5 MB (413 beyond), ` +
          'at least 240 × 240 pixels and at most 40 megapixels, recognised by its bytes (its name and declared type are ignored). ' +
          'It is turned upright, stripped of its metadata and re-encoded into 240, 480 and 960 pixel wide WebP and JPEG files, ' +
          'served at content-addressed URLs cached for a year.',
        consumes: ['multipart/form-data'],
        params: AdminMovieIdParams,
        response: { 200: AdminMovieSchema, ...errors, 413: ErrorSchema },
      },
    },
    async (request) => {
      const actor = currentBackOffice(request);
      await movies.get(request.params.id);
      await ctx.limiter.consume(
        [{ key: `admin:poster-upload:${actor.id}`, rule: ctx.config.limits.posterUpload }],
        'Too many poster uploads from this account. Please wait a moment.',
      );
      const bytes = await readPosterFile(request);
      const poster = await encodePoster(bytes);
      return movies.setPoster(actor, request.params.id, poster);
    },
  );
};

/** The bytes of the one "poster" file of a multipart body. */
async function readPosterFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MULTIPART_MESSAGE);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== POSTER_FIELD) throw badRequest(MULTIPART_MESSAGE);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, POSTER_TOO_LARGE_MESSAGE);
    throw badRequest(MULTIPART_MESSAGE);
  }
}
