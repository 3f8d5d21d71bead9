import { DeliverEmailJob, PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH, ServerMessage, type PasswordResetConfirmRequest, type PasswordResetConfirmResponse, type PasswordResetResponse } from '@biz/contracts';
import { AppError, JOB_PRODUCER, RateLimiter, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { hashPassword } from '../../shared/identity/password-hash';
import { PasswordPolicy } from '../../shared/identity/password-policy';
import { CLIENT_PORTAL_URL } from '../client-portal-url';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { EMAIL_ATTEMPTS_LIMITER, emailKey } from '../auth/client-auth.service';
import { PasswordResetRepository } from './password-reset.repository';

export class ResetLinkInvalid extends AppError {
  constructor() {
    super(400, 'ResetLinkInvalid', ServerMessage.resetLinkInvalid);
  }
}

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Password reset by an emailed one-time link: 256 random bits, kept only as their SHA-256, working for
 * 30 minutes and once. Asking answers the same whether or not the email has an account; the email goes
 * straight to the worker (not the agency's email log, which would keep the link readable).
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(EMAIL_ATTEMPTS_LIMITER) private readonly emailAttempts: RateLimiter,
    @Inject(CLIENT_PORTAL_URL) private readonly portalUrl: string,
    @Inject(PasswordPolicy) private readonly passwordPolicy: PasswordPolicy,
  ) {}

  /** The same answer whether or not the address has an account: the link goes only to an account's own email. */
  async request(email: string, caller: Caller): Promise<PasswordResetResponse> {
    await this.sendLink(email.toLowerCase(), caller);
    return { success: true, message: ServerMessage.passwordResetSent };
  }

  private async sendLink(address: string, caller: Caller): Promise<void> {
    await this.emailAttempts.hit(emailKey(address));
    const account = await this.accounts.withHash(address);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    await this.resets.create(account.id, tokenHashOf(token), new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000));
    const link = new URL(`${PASSWORD_RESET_PATH}?token=${token}`, this.portalUrl).toString();
    const text = [
      `Hi ${account.businessName} team,`,
      `Someone (we hope you) asked to choose a new password for your BizAutomate client account. Open this link within ${PASSWORD_RESET_MINUTES} minutes:`,
      link,
      'If it was not you, ignore this email: your password stays as it is.',
      'The BizAutomate team',
    ].join('\n\n');
    const emailId = randomUUID();
    await this.producer.enqueue(DeliverEmailJob, { emailId, to: account.email, subject: 'Choose a new password', text }, { jobId: emailId });
    await this.audit.record({ actor: 'client', action: 'account.password-reset-requested', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
  }

  /** The new password for the link's account; a common one is refused before the link is used, so it may be tried again. */
  async confirm({ token, password }: PasswordResetConfirmRequest, caller: Caller): Promise<PasswordResetConfirmResponse> {
    this.passwordPolicy.check(password);
    const passwordHash = await hashPassword(password);
    const accountId = await this.resets.consume(tokenHashOf(token));
    if (!accountId) throw new ResetLinkInvalid();
    await this.accounts.setPasswordHash(accountId, passwordHash);
    await this.audit.record({ actor: 'client', action: 'account.password-reset', subjectId: accountId, requestId: caller.requestId, details: { address: caller.address } });
    return { success: true, message: ServerMessage.passwordChanged };
  }
}
