import { SERVICE_TOKEN_HEADER, signServiceToken } from '../http/service-token';

type Inject = (options: never) => unknown;

/**
 * A service's test app whose `inject` signs each call to `/internal/…` that names no service token of its
 * own, as the calling service's InternalClient does (for `audience`, the app's process, that method and
 * path): its integration tests stand in for that service. A test of the refusal gives its own header (or
 * calls over HTTP), which is left as it is.
 */
export function signingInternalCalls<A extends { inject: Inject }>(app: A, secret: string, audience: string): A {
  const inject = app.inject.bind(app) as (options: unknown) => unknown;
  const signed = (options: unknown) => {
    const request = options as { url?: unknown; method?: unknown; headers?: Record<string, unknown> };
    const internal = typeof request?.url === 'string' && request.url.startsWith('/internal/');
    if (!internal || (request.headers && SERVICE_TOKEN_HEADER in request.headers)) return inject(options);
    const call = { audience, method: typeof request.method === 'string' ? request.method : 'GET', path: (request.url as string).split('?')[0] };
    return inject({ ...request, headers: { ...request.headers, [SERVICE_TOKEN_HEADER]: signServiceToken(secret, call) } });
  };
  // Nest's application object is itself a proxy that refuses new properties: this one answers `inject`.
  return new Proxy(app, {
    get(target, property) {
      if (property === 'inject') return signed;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
