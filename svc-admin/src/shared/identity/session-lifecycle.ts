import { SessionAuditAction, type SessionKind } from '@biz/contracts';
import { SessionStore, type Session } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../audit/audit-event.repository';
import type { Caller } from './caller';

/** The index the bootstrap owner's sessions are listed under (they have no account): ending them ends them all. */
export const BOOTSTRAP_SESSIONS = 'bootstrap-owner';

/** Who a new session is for: a client or staff account and its role, and whether the agency's identity provider signed them in. */
export type SessionHolder = Pick<Session, 'accountId' | 'role' | 'singleSignOn'>;

/** Where a signed-in session starts and ends, for both kinds: the audit trail records each. */
@Injectable()
export class SessionLifecycle {
  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  /**
   * A new session after a successful sign-in; its id is returned. The session the caller came with, if any,
   * is ended first: a session id fixed before sign-in never becomes a signed-in one.
   */
  async start(kind: SessionKind, caller: Caller, who: SessionHolder = {}, indexAs?: string): Promise<string> {
    if (caller.sessionId) await this.sessions.destroy(caller.sessionId);
    const { id } = await this.sessions.create({ kind, ...who }, indexAs ?? who.accountId);
    await this.audit.record({ actor: kind, ...whoIn(kind, who.accountId), action: SessionAuditAction[kind].login, requestId: caller.requestId, details: { address: caller.address } });
    return id;
  }

  /** Ends the caller's session on the server, so a copy of its cookie is refused from now on. */
  async end(caller: Caller): Promise<void> {
    const session = caller.sessionId ? await this.sessions.get(caller.sessionId) : null;
    if (!caller.sessionId || !session) return;
    await this.sessions.destroy(caller.sessionId);
    await this.audit.record({ actor: session.kind, ...whoIn(session.kind, session.accountId), action: SessionAuditAction[session.kind].logout, requestId: caller.requestId, details: { address: caller.address } });
  }
}

/** A client's account is the subject of its sign-in; a staff member is the actor of theirs. */
function whoIn(kind: SessionKind, accountId: string | undefined): { subjectId?: string; actorStaffId?: string } {
  if (!accountId) return {};
  return kind === 'client' ? { subjectId: accountId } : { actorStaffId: accountId };
}
