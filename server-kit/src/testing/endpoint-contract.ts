import { randomUUID } from 'node:crypto';
import { Endpoints, endpointPath, endpointsOf, METRICS_PATH, type EndpointDeclaration, type EndpointName, type ServiceName } from '@biz/contracts';
import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { endpointOf, sessionRequirementOf } from '../endpoints/endpoint.decorator';
import { RateLimitGuard } from '../http/rate-limit.guard';
import { SESSION_COOKIE } from '../session/session-cookie';
import { SessionStore, type Session } from '../session/session-store';

/** Paths every service serves for its operators, outside the API (server-kit's HealthController and MetricsController). */
const operatorPaths = new Set(['/healthz', '/readyz', METRICS_PATH]);

interface ServedRoute {
  /** `METHOD /path` as Nest maps it. */
  route: string;
  /** The declaration the handler was decorated with, if any. */
  endpoint: EndpointName | undefined;
}

const routeKey = (method: string, path: string) => `${method} /${path.split('/').filter(Boolean).join('/')}`;

/** Every handler of the app's controllers, with its controller's class. */
function* controllerHandlers(app: NestFastifyApplication): Generator<{ controller: object; handler: object }> {
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: object } | null;
      if (!controller?.prototype) continue;
      for (const name of scanner.getAllMethodNames(controller.prototype)) yield { controller, handler: (controller.prototype as Record<string, object>)[name] };
    }
  }
}

/** Every route the app's controllers serve, read from Nest's own routing metadata. */
export function servedRoutes(app: NestFastifyApplication): ServedRoute[] {
  const served: ServedRoute[] = [];
  for (const { controller, handler } of controllerHandlers(app)) {
    const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
    if (path === undefined) continue;
    const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const route = routeKey(method, `${prefix}/${String(path)}`);
    if (!operatorPaths.has(route.slice(route.indexOf(' ') + 1))) served.push({ route, endpoint: endpointOf(handler) });
  }
  return served;
}

/** The endpoints whose handler, or its controller, stands behind `RateLimitGuard`. */
export function rateLimitGuardedEndpoints(app: NestFastifyApplication): EndpointName[] {
  const guards = (target: object) => (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? [];
  const guarded: EndpointName[] = [];
  for (const { controller, handler } of controllerHandlers(app)) {
    const endpoint = endpointOf(handler);
    if (endpoint && [...guards(controller), ...guards(handler)].includes(RateLimitGuard)) guarded.push(endpoint);
  }
  return guarded;
}

/** Every kind of signed-in caller: a client, a staff member, an owner. */
type Principal = Pick<Session, 'kind' | 'role'>;
const principals: Record<string, Principal> = { client: { kind: 'client' }, staff: { kind: 'admin', role: 'staff' }, owner: { kind: 'admin', role: 'owner' } };

/** Whether an endpoint admits the principal past its guard. */
function admits(name: EndpointName, { kind, role }: Principal): boolean {
  const requirement = sessionRequirementOf[Endpoints[name].audience];
  if (!requirement) return true;
  const kindAdmitted = !requirement.kinds.length || requirement.kinds.includes(kind);
  return kindAdmitted && (!requirement.roles?.length || (role !== undefined && requirement.roles.includes(role)));
}

/**
 * The route test of one service: it serves exactly the endpoints declared for it in contracts, each
 * through `@Endpoint`; and every endpoint that needs a session refuses none with 401, a caller of another
 * kind or role (a client, a staff member on an owner's route) with 403, and lets the others past the
 * guard; each of their answers, whoever asks, says `Cache-Control: no-store`. The matrix grows by itself
 * as endpoints are declared.
 */
export function describeEndpointContract(service: ServiceName, appOf: () => NestFastifyApplication): void {
  describe(`${service}'s endpoints, against their declarations in contracts`, () => {
    it('are exactly the declared ones, each served through @Endpoint', () => {
      const served = servedRoutes(appOf());
      const declared = endpointsOf(service).map((name) => ({ route: routeKey(Endpoints[name].method, Endpoints[name].path), endpoint: name }));
      const byRoute = (a: ServedRoute, b: ServedRoute) => a.route.localeCompare(b.route);
      expect(served.sort(byRoute)).toEqual(declared.sort(byRoute));
    });

    it('declare a rate limit wherever RateLimitGuard stands, so the API description lists their 429', () => {
      const limited = rateLimitGuardedEndpoints(appOf());
      expect(limited.length).toBeGreaterThan(0);
      const declaration = (name: EndpointName): EndpointDeclaration => Endpoints[name];
      expect(limited.filter((name) => !declaration(name).rateLimited)).toEqual([]);
    });

    const guarded = endpointsOf(service).filter((name) => sessionRequirementOf[Endpoints[name].audience]);

    /** The answer of endpoint `name` to a request with a session of `principal`, or with none. */
    async function answerOf(name: EndpointName, principal?: Principal): Promise<{ status: number; cacheControl: unknown }> {
      const app = appOf();
      const session = principal && (await app.get(SessionStore).create(principal));
      const { method, eventStream } = Endpoints[name] as EndpointDeclaration;
      // An event stream never ends: its head is the answer, then the stream is let go.
      const stream = eventStream ? new AbortController() : undefined;
      try {
        const res = await app.inject({
          method,
          url: endpointPath(name, { id: randomUUID() }),
          headers: session ? { cookie: `${SESSION_COOKIE}=${session.id}` } : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          ...(stream ? { payloadAsStream: true, signal: stream.signal } : {}),
        });
        return { status: res.statusCode, cacheControl: res.headers['cache-control'] };
      } finally {
        stream?.abort();
        if (session) await app.get(SessionStore).destroy(session.id);
      }
    }
    const statusOf = async (name: EndpointName, principal?: Principal) => (await answerOf(name, principal)).status;

    // Only where there is something to check: an empty matrix would be a test that cannot fail.
    if (!guarded.length) return;

    it('that need a session refuse an anonymous request with 401', async () => {
      const statuses = await Promise.all(guarded.map(async (name) => [name, await statusOf(name)]));
      expect(statuses).toEqual(guarded.map((name) => [name, 401]));
    });

    it('that need a session refuse another kind or role with 403 and let the admitted ones past', async () => {
      const cases = guarded.flatMap((name) => Object.entries(principals).map(([who, principal]) => ({ name, who, principal })));
      const seen = await Promise.all(cases.map(async ({ name, who, principal }) => {
        const status = await statusOf(name, principal);
        return [name, who, admits(name, principal) ? status !== 401 && status !== 403 : status === 403];
      }));
      expect(seen).toEqual(cases.map(({ name, who }) => [name, who, true]));
    });

    it('that need a session answer no-store, refusals and files included, for every caller and for none', async () => {
      const cases = guarded.flatMap((name) => [['none', undefined] as const, ...Object.entries(principals)].map(([who, principal]) => ({ name, who, principal })));
      const seen = await Promise.all(cases.map(async ({ name, who, principal }) => {
        const { status, cacheControl } = await answerOf(name, principal);
        return [name, who, status, cacheControl];
      }));
      expect(seen).toEqual(seen.map(([name, kind, status]) => [name, kind, status, 'no-store']));
    });
  });
}
