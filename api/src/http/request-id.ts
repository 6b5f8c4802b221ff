import type { FastifyInstance } from 'fastify';

const isErrorBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  typeof (body as Record<string, unknown>).error === 'string' &&
  typeof (body as Record<string, unknown>).message === 'string';

/**
 * Every answer carries its request id as `X-Request-Id` (the caller's own, when well-formed, else a new one), and
 * every JSON error body carries it as `requestId`: what a customer's error report quotes to find the request's
 * log lines (`reqId`) and trace.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (
      reply.statusCode < 400 ||
      typeof payload !== 'string' ||
      !/json/.test(String(reply.getHeader('content-type') ?? ''))
    )
      return payload;
    try {
      const body: unknown = JSON.parse(payload);
      if (isErrorBody(body) && body.requestId === undefined) return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      // Not JSON after all: sent as it is.
    }
    return payload;
  });
}
