import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema, errorBody } from '../../http/errors.js';

export const healthRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  app.get('/health', {
    config: { rateLimit: false },
    schema: {
      tags: ['health'],
      summary: 'Ready once migrations and seed are done and the database answers',
      response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: ErrorSchema },
    },
  }, async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(ctx.db);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(errorBody(503, 'The database is unreachable'));
    }
  });
};
