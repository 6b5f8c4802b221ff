import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema, forbidden } from '../../http/errors.js';
import { isLoopbackPeer } from '../../http/client-address.js';

const OutboxEntrySchema = Type.Object({
  to: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  subject: Type.String(),
  text: Type.String(),
  sentAt: Type.String(),
});

/**
 * Development only (never registered in production): the messages the server "sent", newest first, so
 * codes can be read without SMTP or SMS, and only by a client on this machine.
 */
export const devOutboxRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  app.get('/api/dev/outbox', {
    schema: {
      tags: ['development'],
      summary: 'Messages sent (development only), newest first',
      querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254, description: 'Email or phone' })) }),
      response: { 200: Type.Array(OutboxEntrySchema), 403: ErrorSchema },
    },
  }, async (request) => {
    if (!isLoopbackPeer(request)) throw forbidden('The outbox can only be read from the machine the API runs on.');
    const to = request.query.to?.trim();
    return ctx.notifier.sentTo(to?.includes('@') ? to.toLowerCase() : to);
  });
};
