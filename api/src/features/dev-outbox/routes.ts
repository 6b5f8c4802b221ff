import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';

const OutboxEntrySchema = Type.Object({
  to: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  subject: Type.String(),
  text: Type.String(),
  sentAt: Type.String(),
});

/** Development only: the messages the server "sent", newest first, so codes can be read without SMTP or SMS. */
export const devOutboxRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  app.get('/api/dev/outbox', {
    schema: {
      tags: ['development'],
      summary: 'Messages sent (development only), newest first',
      querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254, description: 'Email or phone' })) }),
      response: { 200: Type.Array(OutboxEntrySchema) },
    },
  }, async (request) => {
    const to = request.query.to?.trim();
    return ctx.notifier.sentTo(to?.includes('@') ? to.toLowerCase() : to);
  });
};
