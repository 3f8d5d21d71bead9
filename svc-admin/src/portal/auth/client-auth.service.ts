import { ServerMessage, type ChangePasswordRequest, type ChangePasswordResponse, type ClientLoginRequest, type ClientSignupRequest, type ClientSignupResponse, type ClientStatusResponse, type EndOtherSessionsResponse } from '@biz/contracts';
import { ClientAccountGone, domainError, RateLimiter, SessionStore, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { LoginThrottle, type LoginAttempt } from '../../shared/identity/login-throttle';
import { hashIsOutdated, hashPassword, passwordMatches } from '../../shared/identity/password-hash';
import { PasswordPolicy } from '../../shared/identity/password-policy';
import type { SignIn } from '../../shared/identity/session-cookies';
import { SessionLifecycle } from '../../shared/identity/session-lifecycle';
import { AccountEmails } from '../accounts/account-emails';
import { AccountLinker } from '../accounts/account-linker';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { EMAIL_ATTEMPTS_LIMITER, emailKey } from './email-attempts';

export class InvalidClientCredentials extends domainError('InvalidCredentials', ServerMessage.invalidClientCredentials) {}

/**
 * Client accounts sign up and sign in with an email and a password. No answer tells whether an email has an
 * account: signup answers the same either way and never signs in (the existing owner is emailed instead), and an unknown
 * email's sign-in is checked against a decoy hash, as long as a real one takes, and gets the same 401 as a
 * wrong password. Guessing is slowed per email and device (`LoginThrottle`), never locking the owner out.
 */
@Injectable()
export class ClientAuthService implements OnModuleDestroy {
  /** The hash of a password nobody knows, made once: what an unknown email's sign-in is checked against. */
  private readonly decoy = hashPassword(randomBytes(24).toString('base64url'));

  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AccountLinker) private readonly linker: AccountLinker,
    @Inject(EmailVerificationService) private readonly verification: EmailVerificationService,
    @Inject(PasswordResetService) private readonly resets: PasswordResetService,
    @Inject(PasswordResetRepository) private readonly resetLinks: PasswordResetRepository,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(EMAIL_ATTEMPTS_LIMITER) private readonly emailAttempts: RateLimiter,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(PasswordPolicy) private readonly passwordPolicy: PasswordPolicy,
  ) {}

  /**
   * A new account and a link to prove its email; nothing of a business is linked before, and no session
   * starts: whoever opens the link proves the address, with the password chosen here or a new one. An
   * address that has an account already gets an email saying so, with a way in. The answer, its cookies
   * (none) and its work (one hash, one email) are the same for every address, and each try counts against
   * the address's sign-in throttle, so signup tells nothing a sign-in would not. A sprint's buyer who signs up
   * rather than opening the portal invitation claims the account made for it (decision 063), under the same rule.
   */
  async signup({ email, password, businessName }: ClientSignupRequest, caller: Caller): Promise<ClientSignupResponse> {
    this.passwordPolicy.check(password);
    const address = email.toLowerCase();
    await this.emailAttempts.hit(`signup:${emailKey(address)}`);
    await this.throttle.failed(await this.throttle.check('client', address, caller.deviceToken));
    const passwordHash = await hashPassword(password);
    const account = (await this.accounts.create({ email: address, passwordHash, businessName })) ?? (await this.accounts.claimInvited(address, passwordHash));
    if (account) {
      await this.audit.record({ actor: 'client', action: 'account.signup', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
      await this.verification.send(account, caller);
    } else {
      const existing = await this.accounts.byEmail(address);
      if (existing) {
        await this.emails.signupAttempted(existing.email, await this.resets.newLink(existing.id));
        await this.audit.record({ actor: 'client', action: 'account.signup-existing', subjectId: existing.id, requestId: caller.requestId, details: { address: caller.address } });
      }
    }
    return { success: true, message: ServerMessage.clientSignedUp };
  }

  /** A client session for the right email and password, and the device's cookie (it is a known device from now on). */
  async login({ email, password }: ClientLoginRequest, caller: Caller): Promise<SignIn> {
    const address = email.toLowerCase();
    const attempt = await this.throttle.check('client', address, caller.deviceToken);
    const account = await this.accounts.withHash(address);
    const matches = await passwordMatches(account?.passwordHash ?? (await this.decoy), password);
    if (!account || !matches) return this.refuse(attempt, account?.id, caller);
    // The password is known only now: the one moment an older cost's digest can be brought up to today's.
    if (hashIsOutdated(account.passwordHash)) await this.accounts.setPasswordHash(account.id, await hashPassword(password));
    await this.linker.link(account, caller);
    const device = await this.throttle.succeeded(attempt, caller.deviceToken);
    return { sessionId: await this.lifecycle.start('client', caller, { accountId: account.id }), device };
  }

  private async refuse(attempt: LoginAttempt, accountId: string | undefined, caller: Caller): Promise<never> {
    await this.throttle.failed(attempt);
    await this.audit.record({ actor: 'client', action: 'account.login-failed', subjectId: accountId, requestId: caller.requestId, details: { address: caller.address, knownDevice: Boolean(attempt.knownDevice) } });
    throw new InvalidClientCredentials();
  }

  /** A new password, proven by the current one: every other session and every reset link ends. */
  async changePassword(accountId: string, { currentPassword, newPassword }: ChangePasswordRequest, caller: Caller): Promise<ChangePasswordResponse> {
    const account = await this.accounts.one(accountId);
    const withHash = account && (await this.accounts.withHash(account.email));
    if (!withHash) throw new ClientAccountGone();
    if (!(await passwordMatches(withHash.passwordHash, currentPassword))) throw new ValidationFailed({ currentPassword: [ServerMessage.wrongCurrentPassword] });
    this.passwordPolicy.check(newPassword, 'newPassword');
    await this.accounts.setPasswordHash(accountId, await hashPassword(newPassword));
    await this.resetLinks.revokeAll(accountId);
    const ended = await this.sessions.endAll(accountId, caller.sessionId);
    await this.audit.record({ actor: 'client', action: 'account.password-changed', subjectId: accountId, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended } });
    return { success: true, message: ServerMessage.passwordChangedSignedIn };
  }

  /** "Sign out everywhere else": every session of the account but the caller's. */
  async endOtherSessions(accountId: string, caller: Caller): Promise<EndOtherSessionsResponse> {
    const ended = await this.sessions.endAll(accountId, caller.sessionId);
    await this.audit.record({ actor: 'client', action: 'account.sessions-ended', subjectId: accountId, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended } });
    return { success: true, ended };
  }

  logout(caller: Caller): Promise<void> {
    return this.lifecycle.end(caller);
  }

  /** Whether the caller holds a client session (an admin's does not count). */
  async status(caller: Caller): Promise<ClientStatusResponse> {
    const session = caller.sessionId ? await this.sessions.get(caller.sessionId) : null;
    return { authenticated: session?.kind === 'client' };
  }

  onModuleDestroy(): Promise<void> {
    return this.emailAttempts.close();
  }
}
