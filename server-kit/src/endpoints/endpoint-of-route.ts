import { endpointNames, Endpoints, type EndpointName } from '@biz/contracts';

const byRoute = new Map<string, EndpointName>(endpointNames.map((name) => [`${Endpoints[name].method} ${Endpoints[name].path}`, name]));

/** The declared endpoint a matched Fastify route serves (its method, HEAD read as GET, and its route pattern). */
export function endpointOfRoute(method: string, routeUrl: string | undefined): EndpointName | undefined {
  return byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${routeUrl ?? ''}`);
}
