import { clearedSessionCookie, deviceCookie, sessionCookie, SessionStore } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { overHttps } from './caller';

/** What a sign-in made: a session (none when a signup met an existing account), and the device's cookie. */
export interface SignIn {
  sessionId: string | null;
  device?: { token: string; maxAgeSeconds: number };
}

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

  /** The sign-in's outcome: the session's cookie when one started, and the device cookie of a device that is now known. */
  signedIn<T>(request: FastifyRequest, reply: FastifyReply, { sessionId, device }: SignIn, answer: T): T {
    if (sessionId) this.started(request, reply, sessionId, answer);
    if (device) reply.header('set-cookie', deviceCookie(device.token, { maxAgeSeconds: device.maxAgeSeconds, secure: overHttps(request) }));
    return answer;
  }

  ended<T>(request: FastifyRequest, reply: FastifyReply, answer: T): T {
    reply.header('set-cookie', clearedSessionCookie({ secure: overHttps(request) }));
    return answer;
  }
}
