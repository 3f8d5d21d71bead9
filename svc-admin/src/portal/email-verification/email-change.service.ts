import { EMAIL_CHANGE_UNDO_DAYS, EMAIL_VERIFICATION_HOURS, ServerMessage, type ChangeEmailRequest, type ChangeEmailResponse } from '@biz/contracts';
import { ClientAccountGone, domainError, SessionStore, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { newOneTimeLink } from '../../shared/identity/one-time-link';
import { passwordMatches } from '../../shared/identity/password-hash';
import { AccountEmails } from '../accounts/account-emails';
import { ClientAccountRepository, type ClientAccount } from '../accounts/client-account.repository';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { EmailChangeRepository } from './email-change.repository';
import { EmailVerificationRepository } from './email-verification.repository';
import { refuseOverSendingBudget } from './link-sending-budget';

/** 409, to whoever proved the new inbox only: the address got an account of its own after the change was asked. */
export class EmailTaken extends domainError('EmailTaken', ServerMessage.emailNotAvailable) {}

/**
 * A signed-in client moves its account to another address (decision 044). Asking, with the current password,
 * only mails the new inbox: a link when the address is free, a note when it has an account (the answer is the
 * same, so nobody learns which addresses have accounts). The account moves when that link is opened under the
 * rule of every confirmation (`EmailVerificationService.verify`); then what the former address linked is
 * unlinked, every other session and link ends, and the former address is told, with a way back for 7 days.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(EmailVerificationRepository) private readonly links: EmailVerificationRepository,
    @Inject(EmailChangeRepository) private readonly changes: EmailChangeRepository,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async ask(accountId: string, { email, currentPassword }: ChangeEmailRequest, caller: Caller): Promise<ChangeEmailResponse> {
    const current = await this.accounts.withHashById(accountId);
    if (!current) throw new ClientAccountGone();
    if (!(await passwordMatches(current.passwordHash, currentPassword))) throw new ValidationFailed({ currentPassword: [ServerMessage.wrongCurrentPassword] });
    const address = email.toLowerCase();
    if (address === current.email) throw new ValidationFailed({ email: [ServerMessage.emailUnchanged] });
    await refuseOverSendingBudget(this.links, accountId, true);
    // A link is written either way, so both answers take the same work; one for a taken address is never sent.
    const link = newOneTimeLink(EMAIL_VERIFICATION_HOURS * 60 * 60 * 1000);
    await this.links.revokeChanges(accountId);
    await this.links.create({ accountId, email: address, movesAccount: true }, link.tokenHash, link.expiresAt);
    const taken = (await this.accounts.byEmail(address)) !== null;
    await (taken ? this.emails.changeToTakenAddress(address) : this.emails.confirmNewEmail(address, link, new Date().toISOString()));
    await this.audit.record({ actor: 'client', action: 'account.email-change-asked', subjectId: accountId, requestId: caller.requestId, details: { address: caller.address, toTakenAddress: taken } });
    return { success: true, message: ServerMessage.emailChangeSent };
  }

  /**
   * The new inbox proved itself under the account's session or password: the account moves there, proven.
   * Every other session of the account ends (the caller's, when it is one, stays), and every link with it.
   */
  async move(accountId: string, email: string, caller: Caller): Promise<ClientAccount> {
    const changed = await this.accounts.changeEmail(accountId, email);
    if (changed === 'taken') throw new EmailTaken();
    if (!changed) throw new ClientAccountGone();
    const unlinked = await this.accounts.unlinkAll(accountId);
    await Promise.all([this.resets.revokeAll(accountId), this.links.revokeAll(accountId)]);
    const ended = await this.sessions.endAll(accountId, caller.sessionId);
    await this.audit.record({ actor: 'client', action: 'account.email-changed', subjectId: accountId, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended, ...unlinked } });
    const undo = newOneTimeLink(EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60 * 1000);
    await this.changes.create({ accountId, oldEmail: changed.former.email, oldVerifiedAt: changed.former.verifiedAt, newEmail: email }, undo.tokenHash, undo.expiresAt);
    await this.emails.emailChanged(changed.former.email, email, undo);
    return changed.account;
  }
}
