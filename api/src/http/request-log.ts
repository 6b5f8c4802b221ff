import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One log line per request, when it completes (method, url, client, status, response time), instead of
 * Fastify's two. Successful reads are logged at `debug` (LOG_LEVEL=debug shows them): the catalogue and seat
 * maps are read thousands of times a second at peak, and at `info` their lines alone cost the API a fifth of its
 * throughput. Changes (POST, PUT, DELETE), refusals (4xx) and failures stay at `info` and above.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode < 400 && READS.has(request.method)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
