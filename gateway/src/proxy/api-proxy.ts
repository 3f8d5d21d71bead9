import { API_PREFIX, CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER, CommonErrorCode, Endpoints, isQueueDashboardPath, matchPublicRoute, type EndpointDeclaration, type ServiceName } from '@biz/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { clientAddressHeaders } from '@biz/server-kit/client-address';
import type { Agent, Dispatcher } from 'undici';
import type { Route } from '../http/pipeline';
import { requestIdHeader } from '../http/request-id';
import { clientAddressOf, fromTrustedProxy, type TrustProxy } from '../security/client-address';
import { crossOriginRefusal } from '../security/origin-check';
import { declaredTooLarge, limitedBody } from './body-limit';
import { withoutHopByHop } from './hop-by-hop';
import { ProxiedExchange } from './proxied-exchange';
import type { UpstreamPool } from './upstream-pool';

export interface ApiProxyOptions {
  upstreams: Record<ServiceName, UpstreamPool>;
  agent: Agent;
  /** How long a service may take to start answering once connected. */
  upstreamTimeoutMs: number;
  allowedOrigins: readonly string[];
  /** Largest request body forwarded; the services refuse larger ones anyway. */
  maxBodyBytes: number;
  /** What the visitor's address is signed with: a service believes the address only with its proof. */
  clientAddressKey: string;
  /** The event streams passing through, which stay open: the gateway ends them as it stops (`app.ts`). */
  openStreams: Set<ServerResponse>;
}

// undici sets Host from the upstream origin (the public host travels as X-Forwarded-Host); services
// rate-limit by the client address, so a client must not choose its own; the rest the gateway sets itself. Node's
// server has already answered a client's `Expect: 100-continue`, and undici refuses to send one on. The trace
// context a service continues is the gateway's own (its tracing adds it; a client's would come twice).
const setByGateway = new Set(['host', 'forwarded', 'x-real-ip', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'expect', requestIdHeader, CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER, 'traceparent', 'tracestate', 'baggage']);

function forwardedHeaders(req: IncomingMessage, id: string, https: boolean, trustProxy: TrustProxy, clientAddressKey: string): Record<string, string | string[]> {
  const headers = withoutHopByHop(req.headers, setByGateway);
  const priorFor = fromTrustedProxy(req, trustProxy) ? req.headers['x-forwarded-for'] : undefined;
  const peer = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = typeof priorFor === 'string' && priorFor ? `${priorFor}, ${peer}` : peer;
  Object.assign(headers, clientAddressHeaders(clientAddressKey, clientAddressOf(req, trustProxy)));
  headers['x-forwarded-proto'] = https ? 'https' : 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers[requestIdHeader] = id;
  return headers;
}

function bodyOf(req: IncomingMessage, maxBodyBytes: number): Dispatcher.DispatchOptions['body'] {
  if (req.headers['transfer-encoding'] !== undefined) return Readable.from(limitedBody(req, maxBodyBytes), { objectMode: false });
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0' ? req : null;
}

/**
 * The API route: a proxied request is the gateway's hot path, so it is plain Node and undici's
 * `dispatch` (a framework's per-request machinery cost as much CPU as the proxying itself: 0.45 ms a
 * request through Fastify, 0.24 ms without). On top of what every exchange gets (request id, security
 * headers, envelope, access line): the cross-origin check, the body limit, x-forwarded-*, hop-by-hop
 * stripping, raw body bytes both ways (the Stripe webhook signature needs them untouched) and a JSON 503
 * for a service that is down or silent.
 */
export function apiProxy(options: ApiProxyOptions): Route<ProxiedExchange> {
  return {
    name: 'api',
    owns: (path) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`),
    exchange: (edge, req, res, path) => new ProxiedExchange(edge, req, res, path),
    handle(exchange) {
      const { req, path } = exchange;
      const method = req.method ?? 'GET';
      // Only declared endpoints reach a service (contracts' Endpoints); ambiguous paths match nothing.
      const match = matchPublicRoute(method, path);
      if (match && 'name' in match) exchange.route = match.name;
      if (!match) return exchange.fail(404, CommonErrorCode.NotFound, 'No such API route.');
      if ('allowed' in match) return exchange.fail(405, CommonErrorCode.MethodNotAllowed, `${method} is not allowed here.`, { allow: match.allowed.join(', ') });
      // A webhook's sender is a provider, proven by its signature, not a browser. An event stream stays open
      // as long as the browser keeps it: no body timeout cuts it (its heartbeats keep idle proxies from doing so).
      const { eventStream } = Endpoints[match.name] as EndpointDeclaration;
      forward(exchange, match.service, options, { checkOrigin: match.audience !== 'webhook', eventStream: eventStream === true });
    },
  };
}

/**
 * The agency's queue dashboard (`/admin/queues`, bull-board on svc-admin): its page, files and API are
 * bull-board's own, not declared endpoints, so the whole prefix goes to svc-admin, which checks the admin
 * session on each; the edge's checks (cross-origin writes, body limit) hold as for the API.
 */
export function queueDashboardProxy(options: ApiProxyOptions): Route<ProxiedExchange> {
  return {
    name: 'queue-dashboard',
    owns: isQueueDashboardPath,
    exchange: (edge, req, res, path) => new ProxiedExchange(edge, req, res, path),
    handle: (exchange) => forward(exchange, 'admin', options, { checkOrigin: true, eventStream: false }),
  };
}

function forward(exchange: ProxiedExchange, service: ServiceName, options: ApiProxyOptions, { checkOrigin, eventStream }: { checkOrigin: boolean; eventStream: boolean }): void {
  const { req, path } = exchange;
  const method = req.method ?? 'GET';
  const refusal = checkOrigin ? crossOriginRefusal(method, req.headers, options.allowedOrigins) : undefined;
  if (refusal) {
    exchange.edge.log.warn({ reqId: exchange.id, origin: req.headers.origin ?? null, secFetchSite: req.headers['sec-fetch-site'] ?? null, path }, refusal);
    return exchange.fail(403, CommonErrorCode.Forbidden, 'This request must come from the site itself.');
  }
  if (declaredTooLarge(req, options.maxBodyBytes)) return exchange.refuseBody(options.maxBodyBytes);
  if (eventStream) {
    options.openStreams.add(exchange.res);
    exchange.res.once('close', () => options.openStreams.delete(exchange.res));
  }
  exchange.forward(service, options.upstreams[service], options.agent, {
    path: req.url ?? path,
    method: method as Dispatcher.HttpMethod,
    headers: forwardedHeaders(req, exchange.id, exchange.https, exchange.edge.trustProxy, options.clientAddressKey),
    body: bodyOf(req, options.maxBodyBytes),
    headersTimeout: options.upstreamTimeoutMs,
    bodyTimeout: eventStream ? 0 : options.upstreamTimeoutMs,
  });
}
