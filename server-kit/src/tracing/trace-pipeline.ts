import { context, diag, DiagConsoleLogger, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, diagLogLevelFromString, getNumberFromEnv, getStringFromEnv, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, hostDetector, osDetector, processDetector, resourceFromAttributes, serviceInstanceIdDetector } from '@opentelemetry/resources';
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider, type Sampler } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { REQUEST_ID_HEADER } from '@biz/contracts';

/*
 * The trace half of the OpenTelemetry SDK, assembled as `@opentelemetry/sdk-node` assembles it, without the
 * metrics and logs SDKs and the gRPC, protobuf, Zipkin and Prometheus exporters that package installs with
 * it (decision 034). Only `./tracing` loads this module, and only when tracing is on.
 *
 * The OTEL_* variables it reads, as sdk-node does: OTEL_LOG_LEVEL, OTEL_TRACES_SAMPLER(_ARG), OTEL_BSP_*,
 * the span limits, and through the resource's env detector OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES; the
 * exporter reads OTEL_EXPORTER_OTLP_* itself. Propagation is W3C trace context and baggage (OTEL_PROPAGATORS
 * is not read).
 */

/** A positive number from the environment; zero, negative or unset leaves the SDK's default. */
function positiveFromEnv(name: string): number | undefined {
  const value = getNumberFromEnv(name);
  return value !== undefined && value > 0 ? value : undefined;
}

/** OTEL_TRACES_SAMPLER; unset (or unknown), the provider's default: parent-based, always on. */
function samplerFromEnv(): Sampler | undefined {
  const ratio = () => new TraceIdRatioBasedSampler(getNumberFromEnv('OTEL_TRACES_SAMPLER_ARG') ?? 1);
  const name = getStringFromEnv('OTEL_TRACES_SAMPLER');
  switch (name) {
    case undefined: return undefined;
    case 'always_on': return new AlwaysOnSampler();
    case 'always_off': return new AlwaysOffSampler();
    case 'parentbased_always_on': return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off': return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'traceidratio': return ratio();
    case 'parentbased_traceidratio': return new ParentBasedSampler({ root: ratio() });
    default:
      diag.error(`unknown OTEL_TRACES_SAMPLER value "${name}", using default`);
      return undefined;
  }
}

function spanLimitsFromEnv() {
  const number = (...names: string[]) => names.map(getNumberFromEnv).find((value) => value !== undefined);
  return {
    attributeCountLimit: number('OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT', 'OTEL_ATTRIBUTE_COUNT_LIMIT'),
    attributeValueLengthLimit: number('OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT', 'OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT'),
    eventCountLimit: number('OTEL_SPAN_EVENT_COUNT_LIMIT'),
    linkCountLimit: number('OTEL_SPAN_LINK_COUNT_LIMIT'),
    attributePerEventCountLimit: number('OTEL_EVENT_ATTRIBUTE_COUNT_LIMIT', 'OTEL_SPAN_ATTRIBUTE_PER_EVENT_COUNT_LIMIT'),
    attributePerLinkCountLimit: number('OTEL_LINK_ATTRIBUTE_COUNT_LIMIT', 'OTEL_SPAN_ATTRIBUTE_PER_LINK_COUNT_LIMIT'),
  };
}

/** Starts tracing for the process named `serviceName`; the returned shutdown exports the spans still buffered. */
export function startTracePipeline(serviceName: string): { shutdown(): Promise<void> } {
  const logLevel = getStringFromEnv('OTEL_LOG_LEVEL');
  if (logLevel) diag.setLogger(new DiagConsoleLogger(), { logLevel: diagLogLevelFromString(logLevel) });

  registerInstrumentations({
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
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));

  const resource = defaultResource()
    .merge(detectResources({ detectors: [serviceInstanceIdDetector, processDetector, hostDetector, osDetector, envDetector] }))
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }));
  const provider = new TracerProvider({
    resource,
    sampler: samplerFromEnv(),
    spanLimits: spanLimitsFromEnv(),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        maxQueueSize: positiveFromEnv('OTEL_BSP_MAX_QUEUE_SIZE'),
        scheduledDelayMillis: positiveFromEnv('OTEL_BSP_SCHEDULE_DELAY'),
        exportTimeoutMillis: positiveFromEnv('OTEL_BSP_EXPORT_TIMEOUT'),
        maxExportBatchSize: positiveFromEnv('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
      }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  return provider;
}
