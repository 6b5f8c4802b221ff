import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { pendingMigrations } from '../../db/migrate.js';
import { ErrorSchema, errorBody } from '../../http/errors.js';

const Ok = Type.Object({ status: Type.Literal('ok') });
export const SHUTTING_DOWN = 'This server is shutting down; requests go to the other servers';

/**
 * GET /health/live: the process answers (liveness: restart it when it does not).
 * GET /health/ready and GET /health: the database answers, every migration of this release is applied, and the
 * process is not shutting down (readiness: route requests to it only then).
 */
export const healthRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  // Migrations are never undone while a release runs: once all were found applied, only the database is asked.
  let migrated = false;
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    if (app.readiness.draining) return reply.status(503).send(errorBody(503, SHUTTING_DOWN));
    try {
      if (!migrated) {
        const pending = await pendingMigrations(ctx.db);
        if (pending.length > 0)
          return await reply
            .status(503)
            .send(
              errorBody(503, `The database lacks ${pending.length} migration(s) of this release, e.g. ${pending[0]}`),
            );
        migrated = true;
      } else {
        await sql`SELECT 1`.execute(ctx.db);
      }
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(errorBody(503, 'The database is unreachable'));
    }
  };
  const readySchema = { tags: ['health'], response: { 200: Ok, 503: ErrorSchema } };

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        ...readySchema,
        summary: 'Ready once migrations and seed are done and the database answers; 503 once shutting down',
      },
    },
    ready,
  );
  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        ...readySchema,
        summary: 'Readiness: the database answers and has every migration of this release; 503 once shutting down',
      },
    },
    ready,
  );
  app.get(
    '/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process answers (the database is not asked)',
        response: { 200: Ok },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
