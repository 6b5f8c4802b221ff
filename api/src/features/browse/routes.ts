import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema } from '../../http/errors.js';
import { MessageResponse } from '../auth/schemas.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { CATALOGUE_MAX_AGE_SECONDS, catalogueFor } from '../movies/catalogue.js';
import { MovieIdParams } from '../movies/schemas.js';
import type { ShowFormat } from '../../db/schema.js';
import { browseCacheFor } from './browse-cache.js';
import { browseView } from './browse-view.js';
import { citiesShowingFilm } from './city-shows.js';
import { cityOrRefuse, createMovieAlertService } from './movie-alerts.js';
import {
  BrowseQuery,
  BrowseResponse,
  CityListResponse,
  FilmCitiesQuery,
  FilmCitiesResponse,
  MovieAlertBody,
  MovieAlertDeleteQuery,
  MovieAlertParams,
  MovieAlertSchema,
} from './schemas.js';

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** Browsing by city: the cities, a city's films now showing and coming soon with filters, and "Notify me". */
export const browseRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const cache = browseCacheFor(ctx);
  const alerts = createMovieAlertService(ctx);
  const tags = ['movies'];
  /** Public for at most the catalogue's max-age, less when the view changes by itself sooner. */
  const cacheFor = (reply: FastifyReply, expiresAt: number) => {
    const seconds = Math.max(
      0,
      Math.min(CATALOGUE_MAX_AGE_SECONDS, Math.floor((expiresAt - ctx.now().getTime()) / 1000)),
    );
    reply.header('cache-control', `public, max-age=${seconds}`);
  };

  app.get(
    '/cities',
    {
      schema: {
        tags,
        summary: 'Cities with live shows, by name, with their cinemas, films and shows counted (for the city picker)',
        response: { 200: CityListResponse },
      },
    },
    async (_request, reply) => {
      const cities = await cache.cities();
      cacheFor(reply, cities.expiresAt);
      return cities.value;
    },
  );

  app.get(
    '/movies/browse',
    {
      schema: {
        tags,
        summary:
          'A city’s films, now showing (live shows ahead there) apart from coming soon (release date ahead or no shows there yet), filtered by language, genre and format (combinable), with each filter’s counts',
        querystring: BrowseQuery,
        response: { 200: BrowseResponse, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const city = request.query.city === undefined ? null : await cityOrRefuse(ctx, request.query.city);
      const shows = await cache.cityShows(city);
      cacheFor(reply, shows.expiresAt);
      return browseView(
        city,
        shows.value.films,
        {
          languages: list(request.query.language),
          genres: list(request.query.genre),
          formats: list(request.query.format) as ShowFormat[],
        },
        ctx.config.publicUrl,
      );
    },
  );

  app.get(
    '/movies/:id/cities',
    {
      schema: {
        tags,
        summary:
          'Where a film is showing: its live shows in the customer’s city, and the other cities that have them (most shows first) when that city has none or few',
        params: MovieIdParams,
        querystring: FilmCitiesQuery,
        response: { 200: FilmCitiesResponse, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await catalogueFor(ctx).movies.findRow(request.params.id);
      const city = request.query.city === undefined ? null : await cityOrRefuse(ctx, request.query.city);
      const cities = await citiesShowingFilm(ctx, request.params.id);
      reply.header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`);
      return {
        city,
        showsInCity: cities.find((entry) => entry.name === city)?.shows ?? 0,
        nearest: cities.filter((entry) => entry.name !== city),
      };
    },
  );

  const security = [{ bearer: [] }];
  const alertTags = ['movie alerts'];
  const signedIn = { preHandler: requireUser(ctx) };

  app.get(
    '/api/user/movie-alerts',
    {
      ...signedIn,
      schema: {
        tags: alertTags,
        security,
        summary: '"Notify me" alerts the caller is waiting on, newest first',
        response: { 200: Type.Array(MovieAlertSchema), 401: ErrorSchema },
      },
    },
    async (request) => alerts.waiting(currentUserId(request)),
  );

  app.post(
    '/api/user/movie-alerts',
    {
      ...signedIn,
      schema: {
        tags: alertTags,
        security,
        summary:
          '"Notify me": e-mail the caller once, when the film’s first show in the city goes on sale (idempotent); 409 when it is already showing there',
        body: MovieAlertBody,
        response: { 201: MovieAlertSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const alert = await alerts.add(currentUserId(request), request.body.movieId, request.body.city);
      return reply.code(201).send(alert);
    },
  );

  app.delete(
    '/api/user/movie-alerts/:movieId',
    {
      ...signedIn,
      schema: {
        tags: alertTags,
        security,
        summary: 'Stop waiting for a film (in one city with ?city=, else in every city); idempotent',
        params: MovieAlertParams,
        querystring: MovieAlertDeleteQuery,
        response: { 200: MessageResponse, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      await alerts.remove(currentUserId(request), request.params.movieId, request.query.city);
      return { message: 'You will not be notified' };
    },
  );
};
