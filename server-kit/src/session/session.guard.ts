import {
  applyDecorators,
  createParamDecorator,
  Inject,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { sessionIdOf } from './session-cookie';
import type { SessionKind } from '@biz/contracts';
import { SessionStore, type Session } from './session-store';

const SESSION_KINDS = Symbol('SESSION_KINDS');
const SESSION = Symbol('SESSION');

interface RequestWithSession {
  headers: Record<string, string | string[] | undefined>;
  [SESSION]?: { id: string; session: Session };
}

/**
 * Loads the session named by the `sid` cookie (sliding its idle timeout) and lets the request through
 * only when it exists and is of an allowed kind. Use it through `@RequireSession(...)`.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionStore) private readonly store: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kinds = this.reflector.getAllAndOverride<SessionKind[] | undefined>(SESSION_KINDS, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const id = sessionIdOf(request.headers);
    const session = id ? await this.store.touch(id) : null;
    if (!id || !session) throw new UnauthorizedException('Authentication required');
    // Signed in, but as the other kind: an admin route refuses a client, and the other way round.
    if (kinds?.length && !kinds.includes(session.kind)) throw new ForbiddenException('Not allowed for this account');
    request[SESSION] = { id, session };
    return true;
  }
}

/** Guards a controller or handler: a live session of one of `kinds` (any kind when none given). */
export function RequireSession(...kinds: SessionKind[]) {
  return applyDecorators(SetMetadata(SESSION_KINDS, kinds), UseGuards(SessionGuard));
}

/** The session `SessionGuard` loaded for this request (`@CurrentSession() s: CurrentSessionValue`). */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const loaded = context.switchToHttp().getRequest<RequestWithSession>()[SESSION];
  if (!loaded) throw new Error('@CurrentSession() used on a route without @RequireSession()');
  return loaded;
});
export type CurrentSessionValue = { id: string; session: Session };
