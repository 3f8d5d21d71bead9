import { Endpoints, type EndpointName } from '@biz/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionRequirementOf } from './endpoint.decorator';

/** Whether an endpoint's audience needs a session (its answers then speak of one person's data). */
const needsSession = (name: EndpointName): boolean => sessionRequirementOf[Endpoints[name].audience] !== undefined;

const routeKey = (method: string, path: string) => `${method} ${path}`;
/** `METHOD /path` of every endpoint that needs a session, as Fastify names a matched route. */
const signedInRoutes = new Set(
  (Object.keys(Endpoints) as EndpointName[]).filter(needsSession).map((name) => routeKey(Endpoints[name].method, Endpoints[name].path)),
);

/**
 * Every answer of an endpoint that needs a session says `Cache-Control: no-store`: its data, its refusals
 * (401, 403, 400) and its files (the CSV export, PDFs), so no browser history, shared cache or proxy keeps
 * one person's answer for the next. Derived from the audiences in contracts, so a new session audience is
 * covered by declaring it. Set when the answer leaves (onSend), after the handler, the guard or the error
 * filter, so none of them can weaken it.
 */
export function keepSignedInAnswersOutOfCaches(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (signedInRoutes.has(routeKey(method, request.routeOptions.url ?? ''))) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
