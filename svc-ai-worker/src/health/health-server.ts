import type { HealthCheck } from '@biz/contracts';
import { METRICS_PATH } from '@biz/contracts';
import { healthReport, metricsText } from '@biz/server-kit/without-nest';
import { createServer, type Server } from 'node:http';

export type ReadinessProbe = () => Promise<Record<string, HealthCheck>>;

const service = 'svc-ai-worker';

/**
 * The worker has no API, only these answers, so plain node:http is enough: `/healthz` says the process
 * lives, `/readyz` says it can take jobs, `/metrics` is its Prometheus metrics (jobs, queue depth, LLM, email).
 */
export function createHealthServer(readiness: ReadinessProbe): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(405, { error: { code: 'MethodNotAllowed', message: 'Only GET is supported.' } });
    } else if (path === '/healthz') {
      send(200, healthReport(service, {}));
    } else if (path === '/readyz') {
      readiness().then(
        (checks) => {
          const body = healthReport(service, checks);
          send(body.status === 'ok' ? 200 : 503, body);
        },
        (error: unknown) => send(503, healthReport(service, { probe: { status: 'down', error: String(error) } })),
      );
    } else if (path === METRICS_PATH) {
      metricsText().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          res.end(body);
        },
        (error: unknown) => send(500, { error: { code: 'Internal', message: String(error) } }),
      );
    } else {
      send(404, { error: { code: 'NotFound', message: 'Not found.' } });
    }
  });
}
