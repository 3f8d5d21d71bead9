import { isAcceptableRequestId, METRICS_PATH, REQUEST_ID_HEADER } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { httpRequestDuration, httpRequests } from '../metrics/process-metrics';

export { REQUEST_ID_HEADER };

/** Fastify `genReqId`: the gateway's `x-request-id` when it looks sane, otherwise a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isAcceptableRequestId(given) ? given : randomUUID();
}

/** Paths hit by probes and scrapers every few seconds: logged at debug so they do not drown the rest. */
const quietPaths = new Set(['/healthz', '/readyz', METRICS_PATH]);

/**
 * Echoes the request id on every response and writes one log line per request (method, path,
 * status, duration), carrying `requestId` through pino's child logger; counts and times it in the metrics
 * by its route template (a request no route matched counts as `unmatched`).
 */
export function installRequestLogging(fastify: FastifyInstance): void {
  // Callback hooks: an async hook costs a promise per request for nothing here.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0];
    const line = { method: request.method, path, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    httpRequestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (quietPaths.has(path)) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
    done();
  });
}

/** The id of the current request (`@RequestId() requestId: string`), for audit rows and outgoing calls. */
export const RequestId = createParamDecorator((_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().id);
