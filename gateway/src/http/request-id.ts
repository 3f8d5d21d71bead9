import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

// Only ids that are safe to log and to echo in a header are kept; anything else gets a fresh one.
const acceptable = /^[\w.-]{1,128}$/;

/** The caller's x-request-id when well formed, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[requestIdHeader];
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
}
