// `import '@biz/server-kit/tracing'` as the first line of a process's main.ts: tracing starts (when
// OTEL_EXPORTER_OTLP_ENDPOINT is set) before the modules it instruments are loaded. Nothing else of
// server-kit is loaded (the gateway takes `stopTracing` from here).
import { startTracing } from './tracing';

export { stopTracing } from './tracing';

startTracing();
