import { clientAddressOf, deviceTokenOf, loadedSessionOf, sessionIdOf } from '@biz/server-kit';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Who is asking, for the audit trail. */
export interface Caller {
  requestId: string;
  address: string;
  /** The session the request's cookie names, if any. */
  sessionId?: string;
  /** The device cookie's token, if the browser holds one (a device that signed in before). */
  deviceToken?: string;
  /** The staff account of an admin session the route's guard loaded; none for the owner's bootstrap password sign-in. */
  staffAccountId?: string;
}

export function callerOf(request: FastifyRequest): Caller {
  const loaded = loadedSessionOf(request);
  const staffAccountId = loaded?.session.kind === 'admin' ? loaded.session.accountId : undefined;
  return {
    requestId: request.id,
    address: clientAddressOf(request),
    sessionId: sessionIdOf(request.headers),
    deviceToken: deviceTokenOf(request.headers),
    ...(staffAccountId ? { staffAccountId } : {}),
  };
}

/** The agency as the audit trail's actor, naming the staff member who signed in (none: the bootstrap owner). */
export const agencyActor = (caller: Caller) => ({ actor: 'admin', actorStaffId: caller.staffAccountId }) as const;

/** `@Caller() caller: Caller`: who is asking, so a handler never takes the framework's request for it. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => callerOf(context.switchToHttp().getRequest<FastifyRequest>()));

/** The gateway says which scheme the visitor used (and drops a client's own claim): Secure cookies over https. */
export const overHttps = (request: FastifyRequest) => request.headers['x-forwarded-proto'] === 'https';
