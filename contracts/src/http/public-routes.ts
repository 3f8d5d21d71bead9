import { Endpoints, endpointNames, type EndpointName, type HttpMethod, type ServiceName } from './endpoints';

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
  pattern: RegExp | null;
  byMethod: Map<string, EndpointName>;
}

const exact = new Map<string, PathRoutes>();
const patterned: PathRoutes[] = [];
for (const name of endpointNames) {
  const { path, method, audience } = Endpoints[name];
  if (audience === 'internal') continue;
  const hasParams = path.includes('/:');
  const key = hasParams ? `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}$` : path;
  let routes = hasParams ? patterned.find((r) => r.pattern!.source === key) : exact.get(key);
  if (!routes) {
    routes = { pattern: hasParams ? new RegExp(key) : null, byMethod: new Map() };
    if (hasParams) patterned.push(routes);
    else exact.set(key, routes);
  }
  routes.byMethod.set(method, name);
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
  const name = routes.byMethod.get(method === 'HEAD' ? 'GET' : method);
  if (!name) return { allowed: [...routes.byMethod.keys()] as HttpMethod[] };
  const { service, audience } = Endpoints[name];
  return { name, service, audience };
}

/** The service that owns a public path, whatever the method, or undefined when none does. */
export function serviceFor(url: string): ServiceName | undefined {
  const name = routesAt(url)?.byMethod.values().next().value;
  return name && Endpoints[name].service;
}
