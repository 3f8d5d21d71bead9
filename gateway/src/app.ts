import fastifyStatic from '@fastify/static';
import { CommonErrorCode } from '@biz/contracts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import { pino } from 'pino';
import { Agent } from 'undici';
import type { GatewayConfig } from './config/env';
import { registerHealth } from './health/health-routes';
import { installAccessLog } from './http/access-log';
import { sendError } from './http/error-envelope';
import { requestIdHeader, requestIdOf } from './http/request-id';
import { createApiProxy } from './proxy/api-proxy';
import { connectorWithDeadline } from './proxy/connect-deadline';
import { remoteOrigins, securityHeaders } from './security/security-headers';
import { registerFrontEnds } from './static/spa-routes';

const codeByStatus: Record<number, string> = {
  400: CommonErrorCode.ValidationFailed,
  401: CommonErrorCode.Unauthorized,
  403: CommonErrorCode.Forbidden,
  404: CommonErrorCode.NotFound,
  429: CommonErrorCode.RateLimited,
};

const unrouted = /^\/internal(\/|$)/;

/** The whole gateway as a Fastify instance, not yet listening: main.ts listens, tests use port 0. */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  // Buffered JSON lines, flushed at least every 200 ms and on exit: a write per request per line was a
  // measurable share of a proxied request's CPU.
  const log = pino({ level: config.logLevel, name: 'gateway' }, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 }));
  const proxyAgent = new Agent({ connect: connectorWithDeadline(config.upstreamConnectTimeoutMs), keepAliveTimeout: 4_000 });
  const healthAgent = new Agent({ connect: connectorWithDeadline(config.healthTimeoutMs) });
  const headersFor = securityHeaders(remoteOrigins(Object.values(config.remotes)));
  const api = createApiProxy({
    upstreams: config.upstreams,
    agent: proxyAgent,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    securityHeaders: headersFor,
    log,
  });

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    requestIdHeader: false,
    return503OnClosing: true,
    logController: new LogController({ disableRequestLogging: true }),
    // /api/* goes straight to the proxy; everything else (pages, remotes, health) through Fastify.
    serverFactory: (fastifyHandler) => createServer((req, res) => (api.owns(req.url) ? api.handle(req, res) : fastifyHandler(req, res))),
  });
  installAccessLog(app);

  // The gateway reads no body: API bodies are streamed by the proxy before Fastify sees them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.addHook('onSend', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headersFor(request.protocol === 'https'));
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, CommonErrorCode.NotFound, 'Not found.'));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, CommonErrorCode.Internal, 'Something went wrong. Please try again.');
    }
    return sendError(reply, status, codeByStatus[status] ?? 'BadRequest', error.message ?? 'Bad request.');
  });

  app.addHook('onClose', async () => {
    await Promise.all([proxyAgent.close(), healthAgent.close()]);
  });

  app.addHook('preClose', async () => api.close());

  registerHealth(app, config, healthAgent);

  // sendFile only: the routes below decide what is served, so a missing build is a clear 503, not a crash.
  await app.register(fastifyStatic, { serve: false });
  app.addHook('onRequest', async (request, reply) => {
    // /internal/* belongs to service-to-service traffic and is never routed.
    if (unrouted.test(request.url.split('?', 1)[0])) return sendError(reply, 404, CommonErrorCode.NotFound, 'Not found.');
  });
  registerFrontEnds(app, config.webRoot, config.remotes, config.appConfig);

  return app;
}
