import { ServerMessage } from '@biz/contracts';
import { AppError, SessionStore } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AdminPassword } from './admin-password';
import { AuditEventRepository } from './audit-event.repository';
import type { Caller } from './caller';

export class InvalidAdminPassword extends AppError {
  constructor() {
    super(401, 'InvalidAdminPassword', ServerMessage.invalidAdminPassword);
  }
}

/** Admin sign-in and sign-out: sessions in Redis, every attempt in the audit trail. */
@Injectable()
export class AdminAuthService {
  constructor(
    @Inject(AdminPassword) private readonly password: AdminPassword,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  /**
   * A new admin session for the right password, the id of which is returned. The session the caller came
   * with, if any, is ended first: a session id fixed before sign-in never becomes an admin's.
   */
  async login(password: string, caller: Caller): Promise<string> {
    if (!(await this.password.matches(password))) {
      await this.audit.record({ actor: 'admin', action: 'admin.login-failed', requestId: caller.requestId, details: { address: caller.address } });
      throw new InvalidAdminPassword();
    }
    if (caller.sessionId) await this.sessions.destroy(caller.sessionId);
    const { id } = await this.sessions.create({ kind: 'admin' });
    await this.audit.record({ actor: 'admin', action: 'admin.login', requestId: caller.requestId, details: { address: caller.address } });
    return id;
  }

  /** Ends the caller's session on the server, so a copy of its cookie is refused from now on. */
  async logout(caller: Caller): Promise<void> {
    const session = caller.sessionId ? await this.sessions.get(caller.sessionId) : null;
    if (!caller.sessionId || !session) return;
    await this.sessions.destroy(caller.sessionId);
    await this.audit.record({ actor: session.kind, action: `${session.kind}.logout`, subjectId: session.accountId, requestId: caller.requestId, details: { address: caller.address } });
  }
}
