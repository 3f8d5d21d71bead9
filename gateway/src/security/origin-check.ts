import type { IncomingHttpHeaders } from 'node:http';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Stripe calls this server to server without an Origin; its signature is checked by svc-billing.
const exempt = new Set(['/api/webhooks/stripe']);

/** Whether a request may change state: an allowed Origin, or no Origin but a same-origin fetch. */
export function originAllowed(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string') return allowedOrigins.includes(origin);
  return headers['sec-fetch-site'] === 'same-origin';
}

/** CSRF defence for the API: reads pass, a state-changing request needs an allowed origin (the webhook excepted). */
export function passesOriginCheck(method: string, path: string, headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  return !stateChanging.has(method) || exempt.has(path) || originAllowed(headers, allowedOrigins);
}
