import { applyDecorators, createParamDecorator, Inject, ForbiddenException, Injectable, SetMetadata, UnauthorizedException, UseGuards, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { SessionKind, StaffRole } from '@biz/contracts';
import { SESSION_STRATEGY, type ProvenSession } from './session.strategy';

const SESSION_KINDS = Symbol('SESSION_KINDS');
const SESSION_ROLES = Symbol('SESSION_ROLES');
const SESSION = Symbol('SESSION');

interface RequestWithSession {
  headers: Record<string, string | string[] | undefined>;
  [SESSION]?: ProvenSession;
}

/**
 * Lets a request through only with a live session (the `sid` cookie's, proven by `SessionStrategy`, which
 * slides its idle timeout) of an allowed kind and role. Use it through `@RequireSession(...)`.
 */
@Injectable()
export class SessionGuard extends AuthGuard(SESSION_STRATEGY) {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<RequestWithSession & { user: ProvenSession }>();
    const { session } = request.user;
    const kinds = this.reflector.getAllAndOverride<SessionKind[] | undefined>(SESSION_KINDS, [context.getHandler(), context.getClass()]);
    // Signed in, but as the other kind: an admin route refuses a client, and the other way round.
    if (kinds?.length && !kinds.includes(session.kind)) throw new ForbiddenException('Not allowed for this account');
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(SESSION_ROLES, [context.getHandler(), context.getClass()]);
    // The right kind, but not a role allowed here: a staff member on an owner's route.
    if (roles?.length && !(session.role && roles.includes(session.role))) throw new ForbiddenException('Not allowed for this role');
    request[SESSION] = request.user;
    return true;
  }

  /** Passport's answer when the strategy proved nothing: the same 401 as every unauthenticated call. */
  handleRequest<User>(error: unknown, user: User | false): User {
    if (error) throw error;
    if (!user) throw new UnauthorizedException('Authentication required');
    return user;
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
export type CurrentSessionValue = ProvenSession;
