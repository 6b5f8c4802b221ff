import { performance } from 'node:perf_hooks';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { LogEvent } from 'kysely';

const tracer = trace.getTracer('reeltime-api');

/**
 * A span for a database query that has just finished, as a child of the span it ran in (a request, an e-mail
 * send): its SQL text with placeholders (never the values), how long it took, and its error if it failed. Every
 * query runs through Kysely, on PostgreSQL and on PGlite alike, whose log event carries all of that. Nothing
 * happens while tracing is off or outside any span.
 */
export function recordQuerySpan(event: LogEvent): void {
  if (!trace.getActiveSpan()) return;
  const endTime = performance.timeOrigin + performance.now();
  const text = event.query.sql;
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const span = tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    startTime: endTime - event.queryDurationMillis,
    attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text },
  });
  if (event.level === 'error') {
    const error = event.error instanceof Error ? event.error : new Error(String(event.error));
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
  }
  span.end(endTime);
}
