import type { ErrorEnvelope } from '@biz/contracts';
import type { FastifyReply } from 'fastify';

/** The one error envelope of the house, serialised. */
export function errorBody(code: string, message: string): string {
  const body: ErrorEnvelope = { error: { code, message } };
  return JSON.stringify(body);
}

/** Every error the gateway writes itself has the one envelope of the house. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(code, message));
}
