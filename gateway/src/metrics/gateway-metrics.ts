import { METRICS_PATH } from '@biz/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { readMethods, type Route } from '../http/pipeline';
import type { UpstreamPool } from '../proxy/upstream-pool';

export interface GatewayMetrics {
  /** One answered request: `route` is an API endpoint's name or the part that answered (pages, health, ...). */
  requestEnded(route: string, method: string, status: number, seconds: number): void;
  /** `/metrics` on the internal listener. */
  route: Route;
}

/**
 * The gateway's Prometheus metrics: requests, errors (by status) and durations per route, and each
 * service's instances in and out of rotation. A registry per gateway, so tests can run several.
 */
export function gatewayMetrics(pools: readonly UpstreamPool[]): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered by the gateway, by route (an API endpoint name or pages, remote-files, health, ...), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request at the gateway (an API request includes the service), by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  new Gauge({
    name: 'gateway_upstream_instances',
    help: 'Instances of each service behind the gateway, in and out of rotation.',
    labelNames: ['service', 'rotation'] as const,
    registers,
    collect() {
      for (const pool of pools) {
        const inRotation = pool.inRotation().length;
        this.set({ service: pool.service, rotation: 'in' }, inRotation);
        this.set({ service: pool.service, rotation: 'out' }, pool.origins.length - inRotation);
      }
    },
  });
  return {
    requestEnded(route, method, status, seconds) {
      requests.inc({ route, method, status });
      duration.observe({ route, method }, seconds);
    },
    route: {
      name: 'metrics',
      owns: (path) => path === METRICS_PATH,
      methods: readMethods,
      async handle(exchange) {
        exchange.send(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }, await registry.metrics());
      },
    },
  };
}
