import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FeatureOptions } from '../../app-context.js';
import { REFUND_SETTLEMENT } from '../bookings/refund-quote.js';
import { policySummary } from './policy-summary.js';
import { RefundPolicySchema } from './schemas.js';

/** Browsers and proxies may keep the page's data this long: a policy changed in the back office shows within a minute. */
const MAX_AGE_SECONDS = 60;

export const refundPolicyRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/api/refund-policy',
    {
      schema: {
        tags: ['cinemas'],
        summary:
          'Every cinema’s cancellation and refund policy (cut-off before the show, share of the ticket price refunded), for the Refund Policy page',
        response: { 200: RefundPolicySchema },
      },
    },
    async (_request, reply) => {
      const rows = await ctx.db
        .selectFrom('theaters')
        .select(['id', 'name', 'city', 'cancel_cutoff_minutes', 'cancel_refund_percent'])
        .orderBy('city')
        .orderBy('name')
        .orderBy('id')
        .execute();
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
      return {
        refundWithin: REFUND_SETTLEMENT,
        cinemas: rows.map((row) => ({
          id: row.id,
          name: row.name,
          city: row.city,
          cutoffMinutes: row.cancel_cutoff_minutes,
          refundPercent: row.cancel_refund_percent,
          summary: policySummary(row.cancel_cutoff_minutes, row.cancel_refund_percent),
        })),
      };
    },
  );
};
