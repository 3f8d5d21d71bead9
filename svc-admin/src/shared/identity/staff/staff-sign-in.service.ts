import { SingleSignOnMessage, type StaffLoginRequest, type StaffLoginResponse, type StaffLoginVerifyRequest } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AuditEventRepository } from '../../audit/audit-event.repository';
import { PasswordSignInOff } from '../admin-auth.service';
import type { Caller } from '../caller';
import { hashPassword, passwordMatches } from '../password-hash';
import { LoginThrottle, type LoginAttempt } from '../login-throttle';
import type { SignIn } from '../session-cookies';
import { SessionLifecycle } from '../session-lifecycle';
import { SingleSignOnService } from '../single-sign-on/single-sign-on.service';
import { recoveryCodeHashOf } from './recovery-codes';
import { StaffAccountRepository, type StaffCredentials } from './staff-account.repository';
import { StaffAlerts } from './staff-alerts';
import { StaffChallenges } from './staff-challenges';
import { InvalidSecondFactor, InvalidStaffCredentials } from './staff-errors';
import { StaffMfaCipher } from './staff-mfa-cipher';
import { totpStepOf } from './totp';

/**
 * A staff member's sign-in: email and password first (a challenge token answers), then a TOTP code or a
 * recovery code; the session starts only after the second factor. Every failure is audited and spends the
 * email's guessing budget of its device (`LoginThrottle`, as the clients' sign-in). Wrong codes also count
 * per account across all its challenges (OWASP's MFA guidance): 5 free, then each try waits longer (429),
 * and the member is emailed once the free ones are spent. A code is accepted once (its step is stored).
 */
@Injectable()
export class StaffSignInService {
  /** Checked against when the email is unknown, so an unknown email costs the same hash as a known one. */
  private readonly decoyHash = hashPassword(randomBytes(16).toString('base64url'));

  constructor(
    @Inject(StaffAccountRepository) private readonly accounts: StaffAccountRepository,
    @Inject(StaffChallenges) private readonly challenges: StaffChallenges,
    @Inject(StaffMfaCipher) private readonly cipher: StaffMfaCipher,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(StaffAlerts) private readonly alerts: StaffAlerts,
    @Inject(SingleSignOnService) private readonly singleSignOn: SingleSignOnService,
  ) {}

  async firstFactor({ email, password }: StaffLoginRequest, caller: Caller): Promise<StaffLoginResponse> {
    await this.refuseWhileSingleSignOnRequired();
    const attempt = await this.throttle.check('staff', email, caller.deviceToken);
    const account = await this.accounts.credentialsOf(email);
    const matches = await passwordMatches(account?.passwordHash ?? (await this.decoyHash), password);
    if (!account || !matches) {
      await this.throttle.failed(attempt);
      await this.failed(caller, 'password', account?.id);
      throw new InvalidStaffCredentials();
    }
    return { challenge: await this.challenges.open(account.id) };
  }

  /** The new session, for the right code, and the device's cookie: a wrong code spends the same guessing budget as a wrong password. */
  async secondFactor({ challenge, code }: StaffLoginVerifyRequest, caller: Caller): Promise<SignIn> {
    await this.refuseWhileSingleSignOnRequired();
    const waiting = await this.challenges.peek(challenge);
    const account = waiting && (await this.accounts.activeById(waiting.accountId));
    if (!waiting || !account) throw new InvalidSecondFactor();
    // Asked before the code is checked: a try while the account waits is refused, and the challenge stays.
    const budget = await this.throttle.check('staff-second-factor', account.id, undefined);
    const pending = await this.challenges.take(challenge);
    if (!pending) throw new InvalidSecondFactor();
    const attempt = await this.throttle.attemptOf('staff', account.email, caller.deviceToken);
    if (!(await this.accepts(account, code, caller))) {
      await this.challenges.putBack(challenge, pending);
      await this.throttle.failed(attempt);
      await this.wrongSecondFactor(account, budget, caller, 'code');
      throw new InvalidSecondFactor();
    }
    await this.throttle.cleared(budget);
    const device = await this.throttle.succeeded(attempt, caller.deviceToken);
    return { sessionId: await this.lifecycle.start('admin', caller, { accountId: account.id, role: account.role }), device };
  }

  /** A wrong code, recovery code or current password: spends the account's budget, and tells the member when it is gone. */
  async wrongSecondFactor(account: Pick<StaffCredentials, 'id' | 'email'>, budget: LoginAttempt, caller: Caller, factor: 'code' | 'current-password'): Promise<void> {
    const failures = await this.throttle.failed(budget);
    await this.failed(caller, factor, account.id);
    if (failures === this.throttle.freeFailures) await this.alerts.secondFactorFailures(account.email, failures, caller);
  }

  private async accepts(account: StaffCredentials, code: string, caller: Caller): Promise<boolean> {
    const step = totpStepOf(this.cipher.decrypt(account.encryptedTotpSecret), code);
    if (step !== null) return this.accounts.acceptTotpStep(account.id, step);
    const recovered = await this.accounts.useRecoveryCode(account.id, recoveryCodeHashOf(code));
    if (recovered) await this.audit.record({ actor: 'admin', actorStaffId: account.id, action: 'staff.recovery-code-used', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
    return recovered;
  }

  /** The owner requires single sign-on: a password is no way in, whoever types it (a challenge opened before included). */
  private async refuseWhileSingleSignOnRequired(): Promise<void> {
    if (await this.singleSignOn.required()) throw new PasswordSignInOff(SingleSignOnMessage.required);
  }

  private async failed(caller: Caller, factor: 'password' | 'code' | 'current-password', accountId?: string): Promise<void> {
    await this.audit.record({ actor: 'admin', action: 'staff.login-failed', subjectId: accountId, requestId: caller.requestId, details: { factor, address: caller.address } });
  }
}
