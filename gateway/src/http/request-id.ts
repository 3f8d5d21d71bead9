import { isAcceptableRequestId, REQUEST_ID_HEADER } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = REQUEST_ID_HEADER;

/** The caller's x-request-id when well formed, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return isAcceptableRequestId(incoming) ? incoming : randomUUID();
}
