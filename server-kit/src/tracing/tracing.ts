import type { Telemetry } from 'bullmq';
import { basename, dirname } from 'node:path';
import { REQUEST_ID_HEADER } from '@biz/contracts';

/**
 * OpenTelemetry traces across gateway → service → queue → worker, exported over OTLP (HTTP) when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set; the SDK reads the other standard `OTEL_*` variables itself
 * (`OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_TRACES_SAMPLER`, `OTEL_BSP_SCHEDULE_DELAY`, ...).
 * Unset, nothing of the SDK is even loaded: no hook, no span, no cost.
 *
 * Spans come from Node's http server and client (every incoming request, the services' internal calls),
 * undici (the gateway's proxying, fetch), and BullMQ's own telemetry (a job's producer and its run in the
 * worker, linked through the job). W3C `traceparent` carries the trace from each to the next; pino's log
 * lines inside a span get its `trace_id` and `span_id`.
 */
let sdk: { shutdown(): Promise<void> } | undefined;

/** The process's name in the traces: `svc-intake` from `.../svc-intake/dist/main.js`, unless OTEL_SERVICE_NAME says. */
export function processServiceName(argv1 = process.argv[1] ?? ''): string {
  return basename(dirname(dirname(argv1))) || 'bizautomate';
}

/** Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set. Call before anything else is loaded (see `./register`). */
export function startTracing(serviceName = processServiceName()): boolean {
  // The SDK reads its settings from process.env itself.
  const env = process.env;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || sdk) return sdk !== undefined;
  // Loaded here, not at the top: a process without the endpoint never loads them.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { PinoInstrumentation } = require('@opentelemetry/instrumentation-pino') as typeof import('@opentelemetry/instrumentation-pino');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // Traces only: the SDK would otherwise also export metrics and every log line over OTLP by default
  // (metrics are Prometheus' here, and logs go to stdout).
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const started = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Probes and scrapes every few seconds would drown the traces that matter.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)(\?|$)/.test(req.url ?? ''),
        // The request id on every span of a request: the gateway's answer names it, the services get it.
        headersToSpanAttributes: { server: { requestHeaders: [REQUEST_ID_HEADER], responseHeaders: [REQUEST_ID_HEADER] }, client: { requestHeaders: [REQUEST_ID_HEADER] } },
      }),
      new UndiciInstrumentation({ headersToSpanAttributes: { requestHeaders: [REQUEST_ID_HEADER] } }),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  started.start();
  sdk = started;
  return true;
}

/** Sends the spans still buffered; a stopping process calls it last. */
export async function stopTracing(): Promise<void> {
  await sdk?.shutdown().catch(() => undefined);
  sdk = undefined;
}

/** BullMQ's telemetry for a Queue or Worker: the job carries the trace from producer to worker. Off, undefined. */
export function queueTelemetry(): Telemetry | undefined {
  if (!sdk) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { BullMQOtel } = require('bullmq-otel') as typeof import('bullmq-otel');
  return new BullMQOtel({ tracerName: 'bizautomate' });
}
