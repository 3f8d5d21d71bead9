import type { IncomingMessage } from 'node:http';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET, SERVICE_TOKEN_HEADER, signServiceToken } from '../http/service-token';

/**
 * For a provider's Pact verification: a request the pact says carries a service token gets a fresh valid one
 * for its call to `audience` (the pact holds an example of its shape, long expired), signed with the secret
 * the test processes share.
 */
export function signPactServiceToken(request: IncomingMessage, audience: string): void {
  if (!request.headers[SERVICE_TOKEN_HEADER]) return;
  const call = { audience, method: request.method ?? 'GET', path: (request.url ?? '/').split('?')[0] };
  request.headers[SERVICE_TOKEN_HEADER] = signServiceToken(DEVELOPMENT_SERVICE_TOKEN_SECRET, call);
}
