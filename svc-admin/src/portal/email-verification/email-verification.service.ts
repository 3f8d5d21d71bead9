import { EMAIL_VERIFICATION_HOURS, ServerMessage, type ResendVerificationResponse, type VerifyEmailResponse } from '@biz/contracts';
import { ClientAccountGone, DomainError, RateLimited } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { linkTokenHash, newOneTimeLink } from '../../shared/identity/one-time-link';
import { AccountEmails } from '../accounts/account-emails';
import { AccountLinker } from '../accounts/account-linker';
import { ClientAccountRepository, type ClientAccount } from '../accounts/client-account.repository';
import { EmailVerificationRepository } from './email-verification.repository';

export class VerificationLinkInvalid extends DomainError {
  constructor() {
    super('VerificationLinkInvalid', ServerMessage.verificationLinkInvalid);
  }
}

/** Resending: one link a minute, five a day, per account. */
const RESEND_AFTER_MS = 60_000;
const LINKS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A client account proves its email by opening a link sent to it (256 random bits, kept as SHA-256, 24
 * hours, once). Only then is it linked to the submissions and orders of that exact address.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(EmailVerificationRepository) private readonly links: EmailVerificationRepository,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(AccountLinker) private readonly linker: AccountLinker,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async send(account: ClientAccount, caller: Caller): Promise<void> {
    const link = newOneTimeLink(EMAIL_VERIFICATION_HOURS * 60 * 60 * 1000);
    await this.links.create(account.id, account.email, link.tokenHash, link.expiresAt);
    await this.emails.confirmEmail(account.email, link);
    await this.audit.record({ actor: 'client', action: 'account.verification-sent', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
  }

  /** Another link for a signed-in account that has not proven its address yet. */
  async resend(accountId: string, caller: Caller): Promise<ResendVerificationResponse> {
    const account = await this.accounts.one(accountId);
    if (!account) throw new ClientAccountGone();
    if (account.emailVerified) return { success: true, message: ServerMessage.emailAlreadyVerified };
    if ((await this.links.sentSince(account.id, new Date(Date.now() - RESEND_AFTER_MS))) > 0) throw new RateLimited(RESEND_AFTER_MS / 1000, ServerMessage.tooManyVerificationEmails);
    if ((await this.links.sentSince(account.id, new Date(Date.now() - DAY_MS))) >= LINKS_PER_DAY) throw new RateLimited(60 * 60, ServerMessage.tooManyVerificationEmails);
    await this.send(account, caller);
    return { success: true, message: ServerMessage.verificationSent };
  }

  /** The link was opened: the address is proven, and what that exact address made is linked to the account. */
  async verify(token: string, caller: Caller): Promise<VerifyEmailResponse> {
    const proof = await this.links.consume(linkTokenHash(token));
    const account = proof && (await this.accounts.markVerified(proof.accountId, proof.email));
    if (!account) throw new VerificationLinkInvalid();
    await this.proven(account, caller, 'link');
    return { success: true, message: ServerMessage.emailVerified };
  }

  /** The address is proven (by its link, or by a reset completed from it): record it and link the business. */
  async proven(account: ClientAccount, caller: Caller, by: 'link' | 'reset'): Promise<void> {
    await this.audit.record({ actor: 'client', action: 'account.email-verified', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address, by } });
    await this.linker.link(account, caller);
  }
}
