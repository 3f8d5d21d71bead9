import { BusinessIntakeResponse, REQUEST_ID_HEADER } from '@biz/contracts';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseEnv } from '../env/parse-env';
import { CommonEnv } from '../env/common-env';
import { z } from 'zod';
import { clearRedisPrefix } from '../testing/redis-prefix';
import { dropSchema, uniqueSchemaName } from '../testing/test-schema';
import { freePort } from '../testing/free-port';
import { startServiceProcess, startWorkerProcess, type ServiceProcess } from '../testing/service-process';
import { waitUntil } from '../testing/wait-until';

// Traces across gateway → svc-intake → queue → worker, as production runs them: each a process of its own
// (compiled by `npx tsc -b`), exporting OTLP over HTTP (JSON) to a collector this test runs.

interface OtlpSpan { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: { key: string; value: { stringValue?: string; arrayValue?: { values: { stringValue?: string }[] } } }[] }
interface ReceivedSpan extends OtlpSpan { service: string; resourceKeys: string[] }

/** An OTLP/HTTP receiver: keeps every span it is sent, with the service that sent it. */
async function startCollector(): Promise<{ url: string; spans: ReceivedSpan[]; paths: Set<string>; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const paths = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      paths.add(req.url ?? '');
      if (req.url === '/v1/traces') {
        const { resourceSpans } = JSON.parse(body) as { resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const { resource, scopeSpans } of resourceSpans) {
          const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          const resourceKeys = resource.attributes.map((a) => a.key);
          for (const scope of scopeSpans) for (const span of scope.spans) spans.push({ ...span, service, resourceKeys });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, paths, close: () => new Promise((done) => server.close(() => done())) };
}

/** The string values of an attribute (a header captured on a span is an array of strings). */
const attributeOf = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue !== undefined ? [value.stringValue] : (value?.arrayValue?.values.map((v) => v.stringValue) ?? []);
};

const env = parseEnv(z.object(CommonEnv), process.env);

describe('OpenTelemetry traces', () => {
  it('follow one request from the gateway through svc-intake and the queue to the worker, with the request id on the spans and in the log lines', async () => {
    const collector = await startCollector();
    const schema = uniqueSchemaName('intake');
    const prefix = `tracing-${randomUUID().slice(0, 8)}`;
    const [gatewayPort, internalPort, intakePort] = [await freePort(), await freePort(), await freePort()];
    const common = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100', QUEUE_PREFIX: prefix };
    const processes: ServiceProcess[] = [];
    try {
      processes.push(await startWorkerProcess(common));
      // The suggestions come from the worker, so the request crosses the queue while the visitor waits.
      const intake = await startServiceProcess('svc-intake', { ...common, INTAKE_PORT: String(intakePort), INTAKE_DB_SCHEMA: schema, SUGGESTIONS_FROM: 'worker', SUGGESTION_DEADLINE_MS: '10000' }, 'svc-intake listening');
      processes.push(intake);
      processes.push(await startServiceProcess('gateway', { ...common, GATEWAY_PORT: String(gatewayPort), GATEWAY_INTERNAL_PORT: String(internalPort), INTAKE_URL: `http://127.0.0.1:${intakePort}` }, 'gateway ready'));

      const requestId = `traced-${randomUUID()}`;
      const res = await fetch(`http://127.0.0.1:${gatewayPort}/api/business-intake`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId },
        body: JSON.stringify({ businessName: 'Traced Dental', contactEmail: 'traced@example.com', industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] }),
      });
      expect(res.status).toBe(200);
      expect(BusinessIntakeResponse.parse(await res.json()).suggestions.length).toBeGreaterThan(0);

      // The gateway's own span of the request (the trace's root) names the request id; its trace is the one to follow.
      const edgeSpan = () => collector.spans.find((s) => s.service === 'gateway' && !s.parentSpanId && attributeOf(s, `http.request.header.${REQUEST_ID_HEADER}`).includes(requestId));
      const inTrace = () => collector.spans.filter((s) => s.traceId === edgeSpan()?.traceId);
      // Spans leave each process in batches (every 100 ms here); a loaded machine may take a while.
      await waitUntil(() => new Set(inTrace().map((s) => s.service)).size === 3, 20_000);
      const trace = inTrace();
      expect([...new Set(trace.map((s) => s.service))].sort()).toEqual(['gateway', 'svc-ai-worker', 'svc-intake']);
      // One tree: every span but the gateway's first has its parent in the trace.
      const ids = new Set(trace.map((s) => s.spanId));
      expect(trace.filter((s) => !s.parentSpanId || !ids.has(s.parentSpanId)).map((s) => [s.service, s.spanId])).toEqual([['gateway', edgeSpan()!.spanId]]);
      // The gateway's call to svc-intake and svc-intake's span of it carry the id the gateway passed on.
      const carrying = trace.filter((s) => attributeOf(s, `http.request.header.${REQUEST_ID_HEADER}`).includes(requestId)).map((s) => s.service);
      expect(carrying.sort()).toEqual(['gateway', 'gateway', 'svc-intake']);
      // The worker's run of the job sits under svc-intake's enqueueing of it.
      const workerSpan = trace.find((s) => s.service === 'svc-ai-worker' && s.name.startsWith('process'))!;
      const parent = trace.find((s) => s.spanId === workerSpan.parentSpanId)!;
      expect(parent.service).toBe('svc-intake');

      // Each process described as the full SDK describes it: who it is, on which host, as which process.
      for (const span of trace) expect(span.resourceKeys).toEqual(expect.arrayContaining(['service.name', 'service.instance.id', 'host.name', 'os.type', 'process.pid', 'process.runtime.name', 'telemetry.sdk.language']));

      // Traces only: no metrics or log lines sent over OTLP (Prometheus has the metrics, stdout the logs).
      expect([...collector.paths]).toEqual(['/v1/traces']);

      // svc-intake's log line of the request carries both ids.
      const line = () => intake.output().split('\n').filter(Boolean).map((text) => JSON.parse(text) as Record<string, unknown>).find((l) => l.requestId === requestId && l.msg === 'request completed');
      await waitUntil(() => line() !== undefined, 5_000);
      expect(line()).toMatchObject({ trace_id: edgeSpan()!.traceId });
    } finally {
      await Promise.all(processes.map((p) => p.stop()));
      await collector.close();
      await dropSchema(env.DATABASE_URL, schema);
      await clearRedisPrefix(env.REDIS_URL, prefix);
    }
  }, 90_000);

  it('are off, and nothing of the SDK is loaded, when OTEL_EXPORTER_OTLP_ENDPOINT is not set', () => {
    const register = resolve(__dirname, '../../dist/tracing/register.js');
    const script = `require(${JSON.stringify(register)}); console.log(Object.keys(require.cache).filter((path) => path.includes('@opentelemetry') || path.includes('bullmq-otel')).length)`;
    const loaded = (endpoint?: string) => execFileSync(process.execPath, ['-e', script], { env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint ?? '' } }).toString().trim();
    expect(loaded()).toBe('0');
    expect(Number(loaded('http://127.0.0.1:9'))).toBeGreaterThan(0);
  });
});
