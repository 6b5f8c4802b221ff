import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorBody } from './errors.js';
import { validationMessage } from './validation-message.js';

const databaseUnavailable = new Set(['57P01', '57P03', '53300', 'ECONNREFUSED']);

/** Every failure leaves as `{ error, message }`; 5xx details stay in the log, never in the response. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(400, validationMessage(error.validation, error.validationContext ?? 'request')));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody(400, 'The request body is not valid JSON'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody(415, 'Please send the request body as JSON (Content-Type: application/json).'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    if (error.code && databaseUnavailable.has(error.code)) {
      return reply.status(503).send(errorBody(503, 'The service is temporarily unavailable. Please try again shortly.'));
    }
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
