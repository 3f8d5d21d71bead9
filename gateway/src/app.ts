import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type DestinationStream, type Logger } from 'pino';
import { Agent } from 'undici';
import type { GatewayConfig } from './config/env';
import { apiDocs } from './docs/api-docs';
import { healthRoutes } from './health/health-routes';
import { gatewayMetrics } from './metrics/gateway-metrics';
import type { Edge } from './http/exchange';
import { requestPipeline, type Route } from './http/pipeline';
import { apiProxy, queueDashboardProxy } from './proxy/api-proxy';
import { declaredTooLarge } from './proxy/body-limit';
import { connectorWithDeadline } from './proxy/connect-deadline';
import { crawlerFiles } from './pages/crawler-files';
import { PageRenderer } from './pages/page-renderer';
import { UpstreamPool } from './proxy/upstream-pool';
import { remoteOrigins, securityHeaders } from './security/security-headers';
import { remoteFiles, runtimeConfig, shellFiles } from './static/spa-routes';

export interface Gateway {
  server: Server;
  log: Logger;
  listen(port: number, host: string): Promise<AddressInfo>;
  /** The operators' listener (the detailed /healthz, /metrics), on its own port that is never published. */
  listenInternal(port: number, host: string): Promise<AddressInfo>;
  /** Refuses new requests (503), lets those in flight finish, then closes the upstream and health clients. */
  close(): Promise<void>;
}

/** The whole gateway as a plain Node server, not yet listening: main.ts listens, tests use port 0. */
export function buildGateway(config: GatewayConfig, options: { logDestination?: DestinationStream } = {}): Gateway {
  // Buffered JSON lines, flushed at least every 200 ms and on exit: a write per request per line was a
  // measurable share of a proxied request's CPU. A test passes its own destination to read them.
  const destination = options.logDestination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 });
  const log = pino({ level: config.logLevel, name: 'gateway' }, destination);
  const proxyAgent = new Agent({ connect: connectorWithDeadline(config.upstreamConnectTimeoutMs), keepAliveTimeout: 4_000 });
  const healthAgent = new Agent({ connect: connectorWithDeadline(config.healthTimeoutMs) });
  const poolOptions = { agent: healthAgent, log, probeIntervalMs: config.upstreamProbeIntervalMs, probeTimeoutMs: config.healthTimeoutMs };
  const pools = {
    intake: new UpstreamPool('intake', config.upstreams.intake, poolOptions),
    billing: new UpstreamPool('billing', config.upstreams.billing, poolOptions),
    admin: new UpstreamPool('admin', config.upstreams.admin, poolOptions),
  };
  const metrics = gatewayMetrics(Object.values(pools));
  let closing = false;
  const edge: Edge = {
    log,
    securityHeaders: securityHeaders(remoteOrigins(Object.values(config.remotes)), { stripe: config.stripe }),
    trustProxy: config.trustProxy,
    closing: () => closing,
    requestEnded: metrics.requestEnded,
  };
  const health = healthRoutes(config, healthAgent);
  const proxyOptions = {
    upstreams: pools,
    agent: proxyAgent,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    allowedOrigins: config.allowedOrigins,
    maxBodyBytes: config.maxBodyBytes,
    clientAddressKey: config.clientAddressKey,
    openStreams: new Set<ServerResponse>(),
  };
  // First owner wins: the API first (the hot path; its description before it), the shell last (it owns
  // everything else).
  const routes: Route[] = [
    apiDocs(config.stripe ? 'live' : 'test'),
    apiProxy(proxyOptions),
    health.public,
    queueDashboardProxy(proxyOptions),
    runtimeConfig(config.remotes, config.appConfig),
    remoteFiles(config.webRoot),
    crawlerFiles(config.publicUrl),
    shellFiles(config.webRoot, new PageRenderer(config.webRoot, config.remotes, config.agencyContent, config.publicUrl, log)),
  ];
  const handle = requestPipeline(edge, routes);
  const server = createServer(handle);
  const internalServer = createServer(requestPipeline(edge, [health.internal, metrics.route]));
  // A client that waits for `100 Continue` before sending an oversized body is answered 413 at once.
  server.on('checkContinue', (req, res) => {
    if (!declaredTooLarge(req, config.maxBodyBytes)) res.writeContinue();
    handle(req, res);
  });

  return {
    server,
    log,
    listen: (port, host) => listening(server, port, host),
    listenInternal: (port, host) => listening(internalServer, port, host),
    close: async () => {
      closing = true;
      const closed = [server, internalServer].map((s) => new Promise<void>((resolve) => (s.listening ? s.close(() => resolve()) : resolve())));
      server.closeIdleConnections();
      internalServer.closeIdleConnections();
      // An event stream never ends by itself, and the server waits for every open request: ended as a client
      // hanging up would (the service's request is cancelled), the browser's EventSource connects again elsewhere.
      for (const res of proxyOptions.openStreams) res.destroy();
      await Promise.all(closed);
      for (const pool of Object.values(pools)) pool.close();
      await Promise.all([proxyAgent.close(), healthAgent.close(), health.close()]);
      log.flush();
    },
  };
}

function listening(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}
