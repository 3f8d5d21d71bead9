import { PASSWORD_RESET_MINUTES, ServerMessage, type PasswordResetConfirmRequest, type PasswordResetConfirmResponse, type PasswordResetResponse } from '@biz/contracts';
import { domainError, RateLimiter, SessionStore, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { linkTokenHash, newOneTimeLink } from '../../shared/identity/one-time-link';
import { hashPassword, passwordMatches } from '../../shared/identity/password-hash';
import { PasswordPolicy } from '../../shared/identity/password-policy';
import { AccountEmails, type SentLink } from '../accounts/account-emails';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { EMAIL_ATTEMPTS_LIMITER, emailKey } from '../auth/email-attempts';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { PasswordResetRepository } from './password-reset.repository';

export class ResetLinkInvalid extends domainError('ResetLinkInvalid', ServerMessage.resetLinkInvalid) {}

/**
 * Password reset by an emailed one-time link: 256 random bits, kept only as their SHA-256, working for
 * 30 minutes and once. Asking answers the same whether or not the email has an account, and is limited per
 * email apart from sign-ins (a guesser never blocks the owner's way back in). A completed reset proves the
 * address, ends every session of the account and every other link.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @Inject(EmailVerificationService) private readonly verification: EmailVerificationService,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(EMAIL_ATTEMPTS_LIMITER) private readonly emailAttempts: RateLimiter,
    @Inject(PasswordPolicy) private readonly passwordPolicy: PasswordPolicy,
  ) {}

  /** The same answer whether or not the address has an account: the link goes only to an account's own email. */
  async request(email: string, caller: Caller): Promise<PasswordResetResponse> {
    const address = email.toLowerCase();
    await this.emailAttempts.hit(`reset:${emailKey(address)}`);
    const account = await this.accounts.withHash(address);
    if (account) {
      await this.emails.passwordReset(account.email, await this.newLink(account.id));
      await this.audit.record({ actor: 'client', action: 'account.password-reset-requested', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
    }
    return { success: true, message: ServerMessage.passwordResetSent };
  }

  /** A new reset link for the account (stored as its hash): for its reset email, or the "someone tried to sign up" one. */
  async newLink(accountId: string): Promise<SentLink> {
    const link = newOneTimeLink(PASSWORD_RESET_MINUTES * 60_000);
    await this.resets.create(accountId, link.tokenHash, link.expiresAt);
    return link;
  }

  /** The new password for the link's account; a common one, or the current one, is refused before the link is used, so another may be tried. */
  async confirm({ token, password }: PasswordResetConfirmRequest, caller: Caller): Promise<PasswordResetConfirmResponse> {
    this.passwordPolicy.check(password);
    const passwordHash = await hashPassword(password);
    // The same password again is refused before the link is used, so another may be tried with it.
    const owner = await this.accountOfLink(linkTokenHash(token));
    if (owner && (await passwordMatches(owner.passwordHash, password))) throw new ValidationFailed({ password: [ServerMessage.samePasswordAgain] });
    const accountId = await this.resets.consume(linkTokenHash(token));
    const account = accountId && (await this.accounts.one(accountId));
    if (!account) throw new ResetLinkInvalid();
    await this.accounts.setPasswordHash(account.id, passwordHash);
    await this.resets.revokeAll(account.id);
    const ended = await this.sessions.endAll(account.id);
    await this.audit.record({ actor: 'client', action: 'account.password-reset', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended } });
    // The link reached the account's inbox: the address is proven, if it was not yet.
    if (!account.emailVerified) {
      const proven = await this.accounts.markVerified(account.id, account.email);
      if (proven) await this.verification.proven(proven, caller, 'reset');
    }
    return { success: true, message: ServerMessage.passwordChanged };
  }

  /** The account of a reset link that can still be used, with its password's hash. */
  private async accountOfLink(tokenHash: string) {
    const accountId = await this.resets.accountOf(tokenHash);
    const account = accountId && (await this.accounts.one(accountId));
    return account ? this.accounts.withHash(account.email) : null;
  }
}
