import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * Fields added to every log line: the trace and span ids of the span the line is written in, when tracing is on,
 * so a log line leads to its trace (the request id is on the line already, as `reqId`).
 */
export function traceLogFields(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { traceId: context.traceId, spanId: context.spanId } : {};
}
