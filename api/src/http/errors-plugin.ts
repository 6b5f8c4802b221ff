import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/errors.js';
import { ApiError, errorBody } from './errors.js';
import { validationMessage } from './validation-message.js';

const ACCOUNT_GONE = 'Authentication expired. Please login again.';
const CHANGED_MEANWHILE = 'Something you were changing was changed or removed meanwhile. Please reload and try again.';

/**
 * A foreign-key violation means a row this request relied on was deleted by a concurrent one: the
 * caller's own account (deleted in another tab) reads as a signed-out session, anything else as a conflict.
 */
function foreignKeyError(error: { code?: string; constraint?: string }): ApiError | undefined {
  if (error.code !== '23503') return undefined;
  return /_user_id_fkey$/.test(error.constraint ?? '')
    ? new ApiError(401, ACCOUNT_GONE)
    : new ApiError(409, CHANGED_MEANWHILE);
}

/** Every failure leaves as `{ error, message }`; 5xx details stay in the log, never in the response. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: string; constraint?: string }, request, reply) => {
    // No browser or proxy keeps an error: a show cancelled (404) or a limit hit (429) is asked again next time.
    reply.header('cache-control', 'no-store');
    const known = error instanceof ApiError ? error : foreignKeyError(error);
    if (known) {
      if (known.retryAfterSeconds !== undefined) reply.header('retry-after', String(known.retryAfterSeconds));
      return reply.status(known.statusCode).send({ ...known.details, ...errorBody(known.statusCode, known.message) });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send(errorBody(400, validationMessage(error.validation, error.validationContext ?? 'request')));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody(400, 'The request body is not valid JSON'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(errorBody(415, 'Please send the request body as JSON (Content-Type: application/json).'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .status(404)
      .send(errorBody(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
