import { ServerMessage } from '@biz/contracts';
import { DomainError } from '@biz/server-kit';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AdminPassword } from './admin-password';
import { AuditEventRepository } from '../audit/audit-event.repository';
import type { Caller } from './caller';
import { SessionLifecycle } from './session-lifecycle';
import { StaffAccountRepository } from './staff/staff-account.repository';

export class InvalidAdminPassword extends DomainError {
  constructor() {
    super('InvalidAdminPassword', ServerMessage.invalidAdminPassword);
  }
}

export class PasswordSignInOff extends DomainError {
  constructor() {
    super('PasswordSignInOff', ServerMessage.passwordSignInOff);
  }
}

/** ADMIN_PASSWORD_LOGIN: whether the owner's bootstrap sign-in with ADMIN_PASSWORD is open. */
export const PASSWORD_SIGN_IN = Symbol('PASSWORD_SIGN_IN');

/**
 * The owner's bootstrap sign-in (ADMIN_PASSWORD: a session of role owner without a staff account) and
 * sign-out: sessions in Redis, every attempt in the audit trail. Switched off by configuration, it refuses
 * to start without an owner account (each has MFA): switched off at boot rather than at run time, since a
 * stack started with it off and no owner could never invite one.
 */
@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  constructor(
    @Inject(PASSWORD_SIGN_IN) private readonly passwordSignIn: 'on' | 'off',
    @Inject(StaffAccountRepository) private readonly staff: StaffAccountRepository,
    @Inject(AdminPassword) private readonly password: AdminPassword,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.passwordSignIn === 'off' && !(await this.staff.hasActiveOwner())) {
      throw new Error('ADMIN_PASSWORD_LOGIN=off needs an owner account with MFA: sign in with ADMIN_PASSWORD, invite an owner, accept the invitation, then switch it off');
    }
  }

  /** A new owner session for the right password, the id of which is returned. */
  async login(password: string, caller: Caller): Promise<string> {
    if (this.passwordSignIn === 'off') throw new PasswordSignInOff();
    if (!(await this.password.matches(password))) {
      await this.audit.record({ actor: 'admin', action: 'admin.login-failed', requestId: caller.requestId, details: { address: caller.address } });
      throw new InvalidAdminPassword();
    }
    return this.lifecycle.start('admin', caller, { role: 'owner' });
  }

  logout(caller: Caller): Promise<void> {
    return this.lifecycle.end(caller);
  }
}
