import fastifyStatic from '@fastify/static';
import { CommonErrorCode } from '@biz/contracts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Agent } from 'undici';
import type { GatewayConfig } from './config/env';
import { registerHealth } from './health/health-routes';
import { installAccessLog } from './http/access-log';
import { sendError } from './http/error-envelope';
import { requestIdHeader, requestIdOf } from './http/request-id';
import { apiProxyHandler } from './proxy/api-proxy';
import { connectorWithDeadline } from './proxy/connect-deadline';
import { originCheckHook } from './security/origin-check';
import { remoteOrigins, securityHeadersHook } from './security/security-headers';
import { registerFrontEnds } from './static/spa-routes';

const codeByStatus: Record<number, string> = {
  400: CommonErrorCode.ValidationFailed,
  401: CommonErrorCode.Unauthorized,
  403: CommonErrorCode.Forbidden,
  404: CommonErrorCode.NotFound,
  429: CommonErrorCode.RateLimited,
};

// `..` or encoded dots in an API path could reach routes the table never meant to expose.
const suspiciousApiPath = /(^|\/)\.\.?(\/|$)|%2e|\\/i;
const unrouted = /^\/(api|internal)(\/|$)/;

/** The whole gateway as a Fastify instance, not yet listening: main.ts listens, tests use port 0. */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, name: 'gateway' },
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    requestIdHeader: false,
    return503OnClosing: true,
    logController: new LogController({ disableRequestLogging: true }),
  });
  installAccessLog(app);

  // Bodies are streamed to the services untouched, so the gateway never parses one.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.addHook('onSend', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  app.addHook('onSend', securityHeadersHook(remoteOrigins(Object.values(config.remotes))));

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, CommonErrorCode.NotFound, 'Not found.'));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, CommonErrorCode.Internal, 'Something went wrong. Please try again.');
    }
    return sendError(reply, status, codeByStatus[status] ?? 'BadRequest', error.message ?? 'Bad request.');
  });

  const proxyAgent = new Agent({ connect: connectorWithDeadline(config.upstreamConnectTimeoutMs), keepAliveTimeout: 4_000 });
  const healthAgent = new Agent({ connect: connectorWithDeadline(config.healthTimeoutMs) });
  app.addHook('onClose', async () => {
    await Promise.all([proxyAgent.close(), healthAgent.close()]);
  });

  const proxy = apiProxyHandler({ upstreams: config.upstreams, agent: proxyAgent, upstreamTimeoutMs: config.upstreamTimeoutMs, trustProxy: config.trustProxy });
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/*',
    preHandler: originCheckHook(config.allowedOrigins),
    handler: async (request, reply) => {
      if (suspiciousApiPath.test(request.url.split('?', 1)[0])) return sendError(reply, 404, CommonErrorCode.NotFound, 'No such API route.');
      return proxy(request, reply);
    },
  });

  registerHealth(app, config, healthAgent);

  // sendFile only: the routes below decide what is served, so a missing build is a clear 503, not a crash.
  await app.register(fastifyStatic, { serve: false });
  app.addHook('onRequest', async (request, reply) => {
    // /internal/* belongs to service-to-service traffic and is never routed; bare /api is no route either.
    const path = request.url.split('?', 1)[0];
    if (unrouted.test(path) && !path.startsWith('/api/')) return sendError(reply, 404, CommonErrorCode.NotFound, 'Not found.');
  });
  registerFrontEnds(app, config.webRoot, config.remotes, config.appConfig);

  return app;
}
