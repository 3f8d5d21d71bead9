import { ServerMessage, SingleSignOnMessage } from '@biz/contracts';
import { domainError, SessionStore } from '@biz/server-kit';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { PasswordSignIn } from '../../config/env';
import { AdminPassword } from './admin-password';
import { AuditEventRepository } from '../audit/audit-event.repository';
import type { Caller } from './caller';
import { BOOTSTRAP_SESSIONS, SessionLifecycle } from './session-lifecycle';
import { SingleSignOnService } from './single-sign-on/single-sign-on.service';
import { StaffAccountRepository } from './staff/staff-account.repository';

export class InvalidAdminPassword extends domainError('InvalidAdminPassword', ServerMessage.invalidAdminPassword) {}

export class PasswordSignInOff extends domainError('PasswordSignInOff', (message: string = ServerMessage.passwordSignInOff) => message) {}

/** ADMIN_PASSWORD_LOGIN as it stands (`passwordSignInOf`): whether the owner's bootstrap sign-in with ADMIN_PASSWORD is open. */
export const PASSWORD_SIGN_IN = Symbol('PASSWORD_SIGN_IN');

/**
 * The owner's bootstrap sign-in (ADMIN_PASSWORD: a session of role owner without a staff account) and
 * sign-out: sessions in Redis, every attempt in the audit trail. Switched off by configuration, it refuses
 * to start without an owner account (each has MFA): switched off at boot rather than at run time, since a
 * stack started with it off and no owner could never invite one. `until-owner` (production) retires it by
 * itself: once an owner account exists, the password is refused and every session it opened ends. While the
 * owner requires single sign-on, it is refused too.
 */
@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  constructor(
    @Inject(PASSWORD_SIGN_IN) private readonly passwordSignIn: PasswordSignIn,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(StaffAccountRepository) private readonly staff: StaffAccountRepository,
    @Inject(AdminPassword) private readonly password: AdminPassword,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(SingleSignOnService) private readonly singleSignOn: SingleSignOnService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.passwordSignIn === 'off' && !(await this.staff.hasActiveOwner())) {
      throw new Error('ADMIN_PASSWORD_LOGIN=off needs an owner account with MFA: sign in with ADMIN_PASSWORD, invite an owner, accept the invitation, then switch it off');
    }
    await this.retireIfOwned();
  }

  /** A new owner session for the right password, the id of which is returned. */
  async login(password: string, caller: Caller): Promise<string> {
    if (this.passwordSignIn === 'off') throw new PasswordSignInOff();
    if (await this.singleSignOn.required()) throw new PasswordSignInOff(SingleSignOnMessage.required);
    if (await this.retireIfOwned()) throw new PasswordSignInOff(ServerMessage.bootstrapPasswordRetired);
    if (!(await this.password.matches(password))) {
      await this.audit.record({ actor: 'admin', action: 'admin.login-failed', requestId: caller.requestId, details: { address: caller.address } });
      throw new InvalidAdminPassword();
    }
    return this.lifecycle.start('admin', caller, { role: 'owner' }, BOOTSTRAP_SESSIONS);
  }

  /** Under `until-owner`, once an owner account exists: every bootstrap session ends. Whether it is retired. */
  async retireIfOwned(): Promise<boolean> {
    if (this.passwordSignIn !== 'until-owner' || !(await this.staff.hasActiveOwner())) return false;
    await this.sessions.endAll(BOOTSTRAP_SESSIONS);
    return true;
  }

  logout(caller: Caller): Promise<void> {
    return this.lifecycle.end(caller);
  }
}
