import type { FastifyInstance } from 'fastify';

/**
 * One access line per request, written when the answer is done (Fastify's default writes two). Logging
 * is a measurable share of a proxied request's cost, and the second line told nothing the first did not.
 * Health probes go to debug so they do not drown the rest.
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    const level = path === '/healthz' || path === '/readyz' ? 'debug' : 'info';
    request.log[level]({ method: request.method, path, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
}
