import { clearedSessionCookie, sessionCookie, SessionStore } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { overHttps } from './caller';

/**
 * The session cookie of both kinds of sign-in: set when a session starts, cleared when it ends, Secure
 * over https. Each gives the handler's answer back, so a sign-in or sign-out handler stays one call.
 */
@Injectable()
export class SessionCookies {
  constructor(@Inject(SessionStore) private readonly sessions: SessionStore) {}

  started<T>(request: FastifyRequest, reply: FastifyReply, sessionId: string, answer: T): T {
    reply.header('set-cookie', sessionCookie(sessionId, { maxAgeSeconds: this.sessions.absoluteTimeoutSeconds, secure: overHttps(request) }));
    return answer;
  }

  ended<T>(request: FastifyRequest, reply: FastifyReply, answer: T): T {
    reply.header('set-cookie', clearedSessionCookie({ secure: overHttps(request) }));
    return answer;
  }
}
