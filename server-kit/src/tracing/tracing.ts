import type { Telemetry } from 'bullmq';
import { basename, dirname } from 'node:path';

/**
 * OpenTelemetry traces across gateway → service → queue → worker, exported over OTLP (HTTP) when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (and OTEL_SDK_DISABLED is not `true`); the other standard `OTEL_*`
 * variables apply (`OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_TRACES_SAMPLER`,
 * `OTEL_BSP_SCHEDULE_DELAY`, ...: `./trace-pipeline`). Unset, nothing of the SDK is even loaded: no hook, no
 * span, no cost.
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
  const env = process.env;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || sdk) return sdk !== undefined;
  // Loaded here, not at the top: a process without the endpoint never loads the SDK.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracePipeline } = require('./trace-pipeline') as typeof import('./trace-pipeline');
  sdk = startTracePipeline(env.OTEL_SERVICE_NAME ?? serviceName);
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
