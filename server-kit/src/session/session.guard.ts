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
import type { SessionKind, StaffRole } from '@biz/contracts';
import { SessionStore, type Session } from './session-store';

const SESSION_KINDS = Symbol('SESSION_KINDS');
const SESSION_ROLES = Symbol('SESSION_ROLES');
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
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(SESSION_ROLES, [context.getHandler(), context.getClass()]);
    // The right kind, but not a role allowed here: a staff member on an owner's route.
    if (roles?.length && !(session.role && roles.includes(session.role))) throw new ForbiddenException('Not allowed for this role');
    request[SESSION] = { id, session };
    return true;
  }
}

/** What a route requires of a session: one of `kinds` (any kind when none given) and, when given, one of `roles`. */
export interface SessionRequirement {
  kinds: readonly SessionKind[];
  roles?: readonly StaffRole[];
}

/** Guards a controller or handler: a live session that meets the requirement. */
export function RequireSession({ kinds, roles = [] }: SessionRequirement) {
  return applyDecorators(SetMetadata(SESSION_KINDS, kinds), SetMetadata(SESSION_ROLES, roles), UseGuards(SessionGuard));
}

/** The session the guard loaded for this request, if it ran (a route with an audience that needs one). */
export function loadedSessionOf(request: object): CurrentSessionValue | undefined {
  return (request as RequestWithSession)[SESSION];
}

/** The session `SessionGuard` loaded for this request (`@CurrentSession() s: CurrentSessionValue`). */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const loaded = context.switchToHttp().getRequest<RequestWithSession>()[SESSION];
  if (!loaded) throw new Error('@CurrentSession() used on a route without @RequireSession()');
  return loaded;
});
export type CurrentSessionValue = { id: string; session: Session };
