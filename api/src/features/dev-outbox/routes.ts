import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { ErrorSchema, forbidden, notFound } from '../../http/errors.js';
import { fileResponse } from '../../http/media-responses.js';
import { isLoopbackPeer } from '../../http/client-address.js';
import { IdSchema } from '../../http/id-schema.js';
import type { OutboxEntry } from '../codes/notifier.js';

const OutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  subject: Type.String(),
  text: Type.String(),
  sentAt: Type.String(),
  attachments: Type.Array(
    Type.Object({
      filename: Type.String(),
      contentType: Type.String(),
      size: Type.Integer({ description: 'Bytes' }),
      url: Type.String({ description: 'Path of the attachment’s bytes on this API' }),
    }),
  ),
});

function checkLoopback(request: FastifyRequest): void {
  if (!isLoopbackPeer(request)) throw forbidden('The outbox can only be read from the machine the API runs on.');
}

function listed(entry: OutboxEntry) {
  const { attachments = [], ...message } = entry;
  return {
    ...message,
    attachments: attachments.map((attachment, index) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: attachment.content.length,
      url: `/api/dev/outbox/${entry.id}/attachments/${index + 1}`,
    })),
  };
}

/**
 * Development only (never registered in production): the messages the server "sent", newest first, so
 * codes and booking e-mails (with their attachments) can be read without SMTP or SMS, and only by a client
 * on this machine.
 */
export const devOutboxRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages sent (development only), newest first',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254, description: 'Email or phone' })) }),
        response: { 200: Type.Array(OutboxEntrySchema), 403: ErrorSchema },
      },
    },
    async (request) => {
      checkLoopback(request);
      const to = request.query.to?.trim();
      return ctx.notifier.sentTo(to?.includes('@') ? to.toLowerCase() : to).map(listed);
    },
  );

  app.get(
    '/api/dev/outbox/:id/attachments/:index',
    {
      schema: {
        tags: ['development'],
        summary: 'One attachment of a sent message, as its own bytes and type (development only)',
        params: Type.Object({
          id: IdSchema({ 'x-message': 'Invalid message ID' }),
          index: IdSchema({ 'x-message': 'Invalid attachment number' }),
        }),
        response: {
          200: fileResponse(
            'The attachment: a booking mail’s ticket PDF or calendar invite',
            'application/pdf',
            'text/calendar',
          ),
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      checkLoopback(request);
      const attachment = ctx.notifier.sentMessage(request.params.id)?.attachments?.[request.params.index - 1];
      if (!attachment) throw notFound('No such message or attachment in the outbox.');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.filename}"`)
        .header('cache-control', 'no-store')
        .send(attachment.content);
    },
  );
};
