import { ServerMessage } from '@biz/contracts';
import { AppError } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AdminPassword } from './admin-password';
import { AuditEventRepository } from '../audit/audit-event.repository';
import type { Caller } from './caller';
import { SessionLifecycle } from './session-lifecycle';

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
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  /** A new admin session for the right password, the id of which is returned. */
  async login(password: string, caller: Caller): Promise<string> {
    if (!(await this.password.matches(password))) {
      await this.audit.record({ actor: 'admin', action: 'admin.login-failed', requestId: caller.requestId, details: { address: caller.address } });
      throw new InvalidAdminPassword();
    }
    return this.lifecycle.start('admin', caller);
  }

  logout(caller: Caller): Promise<void> {
    return this.lifecycle.end(caller);
  }
}
