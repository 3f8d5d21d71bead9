import type { HttpMethod, ServiceName } from './endpoint-declaration';
import { Endpoints, endpointNames, type EndpointName } from './endpoints';

/**
 * The gateway's route table, derived from `Endpoints`: every endpoint but the internal ones. A path is
 * matched whole (its `:params` stand for one segment); nothing else under `/api` reaches a service.
 */
export type PublicRouteMatch = { name: EndpointName; service: ServiceName; audience: (typeof Endpoints)[EndpointName]['audience'] } | { allowed: HttpMethod[] };

/**
 * Dot segments and encoded slashes/dots could make a path point somewhere else once the upstream
 * normalises it (`/api/admin/../../internal/x`), so such paths are never routed.
 */
const AMBIGUOUS_PATH = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\/i;

interface PathRoutes {
  /** The path as declared, or the pattern's text (a RegExp's `source` escapes `/`, so it is not compared). */
  key: string;
  pattern: RegExp | null;
  /** Built once: a match allocates nothing per request (this runs on every proxied request). */
  byMethod: Map<string, PublicRouteMatch>;
  notAllowed: PublicRouteMatch;
}

const exact = new Map<string, PathRoutes>();
const patterned: PathRoutes[] = [];
for (const name of endpointNames) {
  const { path, method, audience } = Endpoints[name];
  if (audience === 'internal') continue;
  const hasParams = path.includes('/:');
  const key = hasParams ? `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}$` : path;
  let routes = hasParams ? patterned.find((r) => r.key === key) : exact.get(key);
  if (!routes) {
    routes = { key, pattern: hasParams ? new RegExp(key) : null, byMethod: new Map(), notAllowed: { allowed: [] } };
    if (hasParams) patterned.push(routes);
    else exact.set(key, routes);
  }
  routes.byMethod.set(method, { name, service: Endpoints[name].service, audience });
  routes.notAllowed = { allowed: [...routes.byMethod.keys()] as HttpMethod[] };
}

function routesAt(url: string): PathRoutes | undefined {
  const path = url.split('?', 1)[0];
  if (AMBIGUOUS_PATH.test(path)) return undefined;
  return exact.get(path) ?? patterned.find((r) => r.pattern!.test(path));
}

/** What the gateway does with `method url`: the endpoint, the methods the path allows (405), or nothing (404). */
export function matchPublicRoute(method: string, url: string): PublicRouteMatch | undefined {
  const routes = routesAt(url);
  if (!routes) return undefined;
  // HEAD is answered as the GET it stands for.
  return routes.byMethod.get(method === 'HEAD' ? 'GET' : method) ?? routes.notAllowed;
}
