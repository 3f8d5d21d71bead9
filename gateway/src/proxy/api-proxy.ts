import { CommonErrorCode, serviceFor, type ServiceName } from '@biz/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Agent, Dispatcher } from 'undici';
import { sendError } from '../http/error-envelope';
import { requestIdHeader } from '../http/request-id';
import { withoutHopByHop } from './hop-by-hop';

export interface ApiProxyOptions {
  upstreams: Record<ServiceName, string>;
  agent: Agent;
  /** How long a service may take to start answering once connected. */
  upstreamTimeoutMs: number;
  /** Whether a proxy in front of the gateway set X-Forwarded-For; if not, a client's value is a lie. */
  trustProxy: boolean;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function forwardedHeaders(request: FastifyRequest, trustProxy: boolean): Record<string, string | string[]> {
  const headers = withoutHopByHop(request.headers);
  // undici sets Host from the upstream origin; the public host travels as X-Forwarded-Host.
  delete headers.host;
  // Services rate-limit logins by client IP: a client must not be able to choose its own.
  delete headers.forwarded;
  delete headers['x-real-ip'];
  const priorFor = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const clientIp = request.raw.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = typeof priorFor === 'string' && priorFor ? `${priorFor}, ${clientIp}` : clientIp;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  headers[requestIdHeader] = request.id;
  return headers;
}

function unavailable(reply: FastifyReply, service: ServiceName): FastifyReply {
  return sendError(reply, 503, CommonErrorCode.ServiceUnavailable, `The ${service} service is unavailable. Please try again shortly.`);
}

/**
 * Streams an /api request to the service that owns it (contracts route table) and its answer back:
 * method, headers, raw body bytes (the Stripe webhook signature needs them untouched), status, cookies.
 */
export function apiProxyHandler({ upstreams, agent, upstreamTimeoutMs, trustProxy }: ApiProxyOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const service = serviceFor(request.url);
    if (!service) return sendError(reply, 404, CommonErrorCode.NotFound, 'No such API route.');

    // A client that hangs up should not keep the service working for nobody.
    const abort = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });

    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await agent.request({
        origin: upstreams[service],
        path: request.url,
        method: request.method as Dispatcher.HttpMethod,
        headers: forwardedHeaders(request, trustProxy),
        body: hasBody(request) ? request.raw : undefined,
        signal: abort.signal,
        headersTimeout: upstreamTimeoutMs,
        bodyTimeout: upstreamTimeoutMs,
      });
    } catch (error) {
      if (abort.signal.aborted) return reply;
      // Refused, not accepted within the connect timeout, reset, or silent: the caller gets a clear 503 now.
      const code = (error as { code?: string }).code ?? (error as Error).name;
      request.log.warn({ service, code }, 'upstream unavailable');
      return unavailable(reply, service);
    }

    reply.code(upstream.statusCode).headers(withoutHopByHop(upstream.headers));
    if (request.method === 'HEAD' || upstream.statusCode === 204 || upstream.statusCode === 304) {
      await upstream.body.dump();
      return reply.send();
    }
    return reply.send(upstream.body);
  };
}
