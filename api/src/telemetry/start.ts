import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';

/**
 * OpenTelemetry traces, off unless an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT, or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT for traces alone; OTEL_SDK_DISABLED=true switches them off again). Spans for
 * every HTTP request (named by route pattern), every database query (recorded from Kysely's query log, see
 * query-spans.ts) and every e-mail sent, exported as OTLP over HTTP with JSON bodies. This module is the first one
 * the server imports: the HTTP instrumentation must patch `http` before anything else loads it.
 * See docs/observability.md.
 */
const env = process.env;
const enabled =
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()) &&
  env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';

let sdk: NodeSDK | undefined;
if (enabled) {
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'reeltime-api',
    traceExporter: new OTLPTraceExporter(),
    // Metrics are scraped by Prometheus (/metrics) and logs go to standard output: traces only here.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Only the requests the API answers and the calls it makes; health probes would drown the rest.
        ignoreIncomingRequestHook: (request) => /^\/health(\/|\?|$)/.test(request.url ?? ''),
      }),
    ],
  });
  sdk.start();
}

/** Sends the spans still buffered and stops tracing (the process is about to exit). */
export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown().catch(() => {});
}
