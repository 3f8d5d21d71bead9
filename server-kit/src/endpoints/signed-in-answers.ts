import { Endpoints } from '@biz/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionRequirementOf } from './endpoint.decorator';
import { endpointOfRoute } from './endpoint-of-route';

/**
 * Every answer of an endpoint that needs a session says `Cache-Control: no-store`: its data, its refusals
 * (401, 403, 400) and its files (the CSV export, PDFs), so no browser history, shared cache or proxy keeps
 * one person's answer for the next. Derived from the audiences in contracts, so a new session audience is
 * covered by declaring it. Set when the answer leaves (onSend), after the handler, the guard or the error
 * filter, so none of them can weaken it.
 */
export function keepSignedInAnswersOutOfCaches(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const name = endpointOfRoute(request.method, request.routeOptions.url);
    if (name && sessionRequirementOf[Endpoints[name].audience] !== undefined) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
