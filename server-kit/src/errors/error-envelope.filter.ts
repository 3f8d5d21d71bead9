import { domainRefusalsOf, isDomainErrorCode } from '@biz/contracts';
import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointOfRoute } from '../endpoints/endpoint-of-route';
import { maskValues } from '../logging/safe-error';
import { AppError } from './app-error';
import { toErrorEnvelope } from './error-envelope';

/**
 * The one way errors leave a service. Our own faults are logged with the request id and answered
 * as a bare 500 `Internal`, so no stack, SQL or library message reaches a client; a dependency that is
 * down is a 503 with `Retry-After`, logged with its name and reason.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const failure = undeclaredRefusal(exception, request) ?? exception;
    const { status, body, unexpected, retryAfterSeconds, dependency } = toErrorEnvelope(failure);
    if (unexpected) request.log.error({ err: failure }, 'request failed');
    else if (dependency) request.log.warn({ dependency: dependency.dependency, reason: maskValues(dependency.reason) }, `${dependency.dependency} unavailable`);
    else if (status >= 500) request.log.warn({ code: body.error.code }, body.error.message);
    if (reply.sent) return;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

/**
 * Under Jest, a context's refusal that its endpoint does not declare (contracts' `refuses`) becomes a fault,
 * a 500 the test meets: the API description, made from the declarations, would not show it.
 */
function undeclaredRefusal(exception: unknown, request: FastifyRequest): Error | undefined {
  if (process.env.JEST_WORKER_ID === undefined || !(exception instanceof AppError) || !isDomainErrorCode(exception.code)) return undefined;
  const name = endpointOfRoute(request.method, request.routeOptions.url);
  if (!name || domainRefusalsOf(name).includes(exception.code)) return undefined;
  return new Error(`${name} answered ${exception.code}, which its declaration in contracts does not list in refuses`);
}
