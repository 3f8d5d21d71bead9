import { CommonErrorCode } from '@biz/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/error-envelope';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Stripe calls this server to server without an Origin; its signature is checked by svc-billing.
const exempt = new Set(['/api/webhooks/stripe']);

/** Whether a request may change state: an allowed Origin, or no Origin but a same-origin fetch. */
export function originAllowed(headers: FastifyRequest['headers'], allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string') return allowedOrigins.includes(origin);
  return headers['sec-fetch-site'] === 'same-origin';
}

/** CSRF defence for the API: a preHandler that answers 403 to a cross-site state-changing request. */
export function originCheckHook(allowedOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!stateChanging.has(request.method)) return;
    const path = request.url.split('?', 1)[0];
    if (exempt.has(path) || originAllowed(request.headers, allowedOrigins)) return;
    request.log.warn({ origin: request.headers.origin ?? null, path }, 'refused a state-changing request from a foreign origin');
    return sendError(reply, 403, CommonErrorCode.Forbidden, 'This request must come from the site itself.');
  };
}
