import { CommonErrorCode } from '@biz/contracts';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Exchange, type Edge } from './exchange';

/** A part of the gateway that answers some paths: the API proxy, the front ends, health. */
export interface Route<E extends Exchange = Exchange> {
  /** The route's label in the metrics (the API proxy labels each request by its endpoint instead). */
  readonly name: string;
  owns(path: string): boolean;
  /** Methods answered; others get a 404 like an unknown path. Unset: the route checks them itself. */
  readonly methods?: ReadonlySet<string>;
  /** The per-request object, when the route needs its own kind (the proxy's is its undici dispatch handler). */
  exchange?(edge: Edge, req: IncomingMessage, res: ServerResponse, path: string): E;
  handle(exchange: E): void | Promise<void>;
}

export const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD']);

// /internal/* belongs to service-to-service traffic and is never routed, whatever the method.
const unrouted = /^\/internal(\/|$)/;

/**
 * The gateway's one request pipeline: every request, API or page, gets its Exchange (request id,
 * security headers, error envelope, access line) and then the first route that owns its path.
 */
export function requestPipeline(edge: Edge, routes: readonly Route[]): RequestListener {
  return (req, res) => {
    const path = pathOf(req.url);
    const route = routes.find((r) => r.owns(path));
    const exchange = route?.exchange ? route.exchange(edge, req, res, path) : new Exchange(edge, req, res, path);
    if (route) exchange.route = route.name;
    if (edge.closing()) return exchange.fail(503, CommonErrorCode.ServiceUnavailable, 'The gateway is restarting. Please try again shortly.');
    if (!route || unrouted.test(path) || route.methods?.has(req.method ?? '') === false) {
      return exchange.fail(404, CommonErrorCode.NotFound, 'Not found.');
    }
    try {
      const done = route.handle(exchange);
      if (done) done.catch((error: unknown) => exchange.crash(error));
    } catch (error) {
      exchange.crash(error);
    }
  };
}

function pathOf(url = '/'): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
