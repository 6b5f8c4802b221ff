import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

const tracer = trace.getTracer('reeltime-api');

/**
 * Names each request's server span by its route pattern (`GET /movies/:id`) and records the request id on it, so
 * an error report's request id finds its trace. Nothing happens while tracing is off.
 */
export function nameServerSpans(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const route = request.routeOptions.url;
      if (route) span.setAttribute('http.route', route).updateName(`${request.method} ${route}`);
      span.setAttribute('reeltime.request_id', request.id);
    }
    done();
  });
}

/** Runs `work` in a span of its own (the queries it runs are its children); a failure is recorded on the span. */
export async function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}
