import { clientAddressOf, sessionIdOf } from '@biz/server-kit';
import type { FastifyRequest } from 'fastify';

/** Who is asking, for the audit trail. */
export interface Caller {
  requestId: string;
  address: string;
  /** The session the request's cookie names, if any. */
  sessionId?: string;
}

export const callerOf = (request: FastifyRequest): Caller => ({ requestId: request.id, address: clientAddressOf(request), sessionId: sessionIdOf(request.headers) });

/** The gateway says which scheme the visitor used (and drops a client's own claim): Secure cookies over https. */
export const overHttps = (request: FastifyRequest) => request.headers['x-forwarded-proto'] === 'https';
