import type { ChangeStaffPasswordRequest, ChangeStaffPasswordResponse } from '@biz/contracts';
import { SessionStore } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../audit/audit-event.repository';
import { agencyActor, type Caller } from '../caller';
import { hashPassword, passwordMatches } from '../password-hash';
import { LoginThrottle } from '../login-throttle';
import { PasswordPolicy } from '../password-policy';
import { StaffAccountRepository } from './staff-account.repository';
import { InvalidStaffCredentials, StaffMemberNotFound } from './staff-errors';
import { StaffSignInService } from './staff-sign-in.service';

/**
 * A staff member's own password: the current one proves it is them; every other session of theirs ends. A
 * wrong current password spends the account's second-factor budget (a session alone must not make it a
 * password oracle).
 */
@Injectable()
export class StaffPasswordService {
  constructor(
    @Inject(StaffAccountRepository) private readonly accounts: StaffAccountRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(PasswordPolicy) private readonly passwordPolicy: PasswordPolicy,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(StaffSignInService) private readonly signIn: StaffSignInService,
  ) {}

  async change({ currentPassword, newPassword }: ChangeStaffPasswordRequest, caller: Caller): Promise<ChangeStaffPasswordResponse> {
    const account = caller.staffAccountId ? await this.accounts.activeById(caller.staffAccountId) : null;
    if (!account) throw new StaffMemberNotFound();
    const budget = await this.throttle.check('staff-second-factor', account.id, undefined);
    if (!(await passwordMatches(account.passwordHash, currentPassword))) {
      await this.signIn.wrongSecondFactor(account, budget, caller, 'current-password');
      throw new InvalidStaffCredentials();
    }
    this.passwordPolicy.check(newPassword, 'newPassword');
    await this.accounts.setPasswordHash(account.id, await hashPassword(newPassword));
    await this.sessions.endAll(account.id, caller.sessionId);
    await this.audit.record({ ...agencyActor(caller), action: 'staff.password-changed', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
    return { success: true };
  }
}
