import type { ErrorEnvelope } from '@biz/contracts';
import type { FastifyReply } from 'fastify';

/** Every error the gateway writes itself has the one envelope of the house. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: ErrorEnvelope = { error: { code, message } };
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}
