import { EMAIL_VERIFICATION_HOURS, ServerMessage, type ResendVerificationResponse, type VerifyEmailRequest, type VerifyEmailResponse } from '@biz/contracts';
import { ClientAccountGone, domainError, SessionStore, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { LoginThrottle } from '../../shared/identity/login-throttle';
import { linkTokenHash, newOneTimeLink } from '../../shared/identity/one-time-link';
import { hashPassword, passwordMatches } from '../../shared/identity/password-hash';
import { PasswordPolicy } from '../../shared/identity/password-policy';
import type { SignIn } from '../../shared/identity/session-cookies';
import { SessionLifecycle } from '../../shared/identity/session-lifecycle';
import { AccountEmails } from '../accounts/account-emails';
import { AccountLinker } from '../accounts/account-linker';
import { ClientAccountRepository, type ClientAccount } from '../accounts/client-account.repository';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { EmailChangeService } from './email-change.service';
import { EmailVerificationRepository, type VerificationLink } from './email-verification.repository';
import { refuseOverSendingBudget } from './link-sending-budget';

export class VerificationLinkInvalid extends domainError('VerificationLinkInvalid', ServerMessage.verificationLinkInvalid) {}

const confirmed: VerifyEmailResponse = { outcome: 'confirmed', success: true, message: ServerMessage.emailVerified };

/**
 * A client account proves its email by opening a link sent to it (256 random bits, kept as SHA-256, 24
 * hours, once). Only then is it linked to the submissions and orders of that exact address. Whoever proves
 * the address owns the account, not whoever chose its password: opened without the account's own session,
 * the link confirms only with that password (throttled as a sign-in), or with a new one that replaces it
 * and ends every session of the account before anything is linked. An email change's link moves the account
 * to its address under the same rule.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(EmailVerificationRepository) private readonly links: EmailVerificationRepository,
    @Inject(EmailChangeService) private readonly changes: EmailChangeService,
    @Inject(PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(AccountLinker) private readonly linker: AccountLinker,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(PasswordPolicy) private readonly passwordPolicy: PasswordPolicy,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async send(account: ClientAccount, caller: Caller): Promise<void> {
    const link = newOneTimeLink(EMAIL_VERIFICATION_HOURS * 60 * 60 * 1000);
    await this.links.create({ accountId: account.id, email: account.email, movesAccount: false }, link.tokenHash, link.expiresAt);
    await this.emails.confirmEmail(account.email, link, account.createdAt);
    await this.audit.record({ actor: 'client', action: 'account.verification-sent', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
  }

  /** Another link for a signed-in account that has not proven its address yet. */
  async resend(accountId: string, caller: Caller): Promise<ResendVerificationResponse> {
    const account = await this.accounts.one(accountId);
    if (!account) throw new ClientAccountGone();
    if (account.emailVerified) return { success: true, message: ServerMessage.emailAlreadyVerified };
    await refuseOverSendingBudget(this.links, account.id, false);
    await this.send(account, caller);
    return { success: true, message: ServerMessage.verificationSent };
  }

  /**
   * The link was opened. In the account's own session it confirms; elsewhere it needs the account's password
   * or a new one (either signs this browser in), and without them it only says so, changing nothing.
   */
  async verify({ token, password, newPassword }: VerifyEmailRequest, caller: Caller): Promise<{ answer: VerifyEmailResponse; signIn: SignIn }> {
    const tokenHash = linkTokenHash(token);
    const link = await this.links.pending(tokenHash);
    const account = link && (await this.accounts.withHashById(link.accountId));
    // A link proves the address the account has, or (an email change's) one it does not have yet.
    if (!link || !account || (account.email !== link.email) !== link.movesAccount) throw new VerificationLinkInvalid();
    if (await this.inOwnSession(caller, account.id)) {
      await this.confirm(tokenHash, account, link, caller);
      return { answer: confirmed, signIn: { sessionId: null } };
    }
    if (newPassword) {
      this.passwordPolicy.check(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      if (!(await this.links.consume(tokenHash))) throw new VerificationLinkInvalid();
      // Whoever chose the old password loses the account before anything of the business is linked to it.
      await this.accounts.setPasswordHash(account.id, passwordHash);
      await this.resets.revokeAll(account.id);
      const ended = await this.sessions.endAll(account.id);
      await this.audit.record({ actor: 'client', action: 'account.password-replaced', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended } });
      await this.markProven(account, link, caller);
      return { answer: confirmed, signIn: { sessionId: await this.lifecycle.start('client', caller, { accountId: account.id }) } };
    }
    // An account made for a sprint's buyer has a password nobody knows: its link only sets one.
    const invited = account.invitedForOrderId !== null && !account.emailVerified && !link.movesAccount;
    if (password) {
      const attempt = await this.throttle.check('client', account.email, caller.deviceToken);
      if (!(await passwordMatches(account.passwordHash, password))) {
        await this.throttle.failed(attempt);
        await this.audit.record({ actor: 'client', action: 'account.login-failed', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address, knownDevice: Boolean(attempt.knownDevice) } });
        throw new ValidationFailed({ password: [ServerMessage.wrongAccountPassword] });
      }
      await this.confirm(tokenHash, account, link, caller);
      const device = await this.throttle.succeeded(attempt, caller.deviceToken);
      return { answer: confirmed, signIn: { sessionId: await this.lifecycle.start('client', caller, { accountId: account.id }), device } };
    }
    return {
      answer: {
        outcome: 'password-needed',
        success: false,
        message: invited ? ServerMessage.choosePortalPassword : ServerMessage.confirmWithPassword,
        email: link.email,
        accountCreatedAt: account.createdAt,
        movesAccount: link.movesAccount,
        invited,
      },
      signIn: { sessionId: null },
    };
  }

  /** The address is proven (by its link, or by a reset completed from it): record it and link the business. */
  async proven(account: ClientAccount, caller: Caller, by: 'link' | 'reset'): Promise<void> {
    await this.audit.record({ actor: 'client', action: 'account.email-verified', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address, by } });
    await this.linker.link(account, caller);
  }

  private async inOwnSession(caller: Caller, accountId: string): Promise<boolean> {
    const session = caller.sessionId ? await this.sessions.get(caller.sessionId) : null;
    return session?.kind === 'client' && session.accountId === accountId;
  }

  /** Uses the link once, then proves the address. */
  private async confirm(tokenHash: string, account: ClientAccount, link: VerificationLink, caller: Caller): Promise<void> {
    if (!(await this.links.consume(tokenHash))) throw new VerificationLinkInvalid();
    await this.markProven(account, link, caller);
  }

  /** The address proven: marked on the account, or the account moved to it (keeping this browser's session), and the business linked. */
  private async markProven(account: ClientAccount, link: VerificationLink, caller: Caller): Promise<void> {
    const proven = link.movesAccount ? await this.changes.move(account.id, link.email, caller) : await this.accounts.markVerified(account.id, account.email);
    if (!proven) throw new VerificationLinkInvalid();
    await this.proven(proven, caller, 'link');
  }
}
