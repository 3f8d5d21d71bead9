import { ServerMessage, type DeclineVerificationResponse, type UndoEmailChangeResponse } from '@biz/contracts';
import { domainError, SessionStore } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { linkTokenHash } from '../../shared/identity/one-time-link';
import { AccountEmails } from '../accounts/account-emails';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { EmailChangeRepository, type EmailChange } from './email-change.repository';
import { EmailVerificationRepository } from './email-verification.repository';
import { VerificationLinkInvalid } from './email-verification.service';

export class UndoLinkInvalid extends domainError('UndoLinkInvalid', ServerMessage.undoLinkInvalid) {}

/**
 * The owner of an inbox takes it back from an account someone else pointed at it: "This wasn't me" on a
 * confirmation removes an account that never proved an address, or sends one that moved here back where it
 * came from; the link the former address got on a change takes the account back to it. Either way every
 * session of the account ends and nothing of a business stays linked.
 */
@Injectable()
export class EmailOwnershipService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(EmailVerificationRepository) private readonly verifications: EmailVerificationRepository,
    @Inject(EmailChangeRepository) private readonly changes: EmailChangeRepository,
    @Inject(PasswordResetRepository) private readonly resetLinks: PasswordResetRepository,
    @Inject(PasswordResetService) private readonly resets: PasswordResetService,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  /**
   * "This wasn't me", from a confirmation link that still works: an email change waiting for this inbox is
   * cancelled; an account that has this address and never proved it is removed.
   */
  async decline(token: string, caller: Caller): Promise<DeclineVerificationResponse> {
    const link = await this.verifications.consume(linkTokenHash(token));
    const account = link && (await this.accounts.one(link.accountId));
    if (!link || !account) throw new VerificationLinkInvalid();
    if (link.movesAccount) {
      if (account.email === link.email) throw new VerificationLinkInvalid();
      await this.audit.record({ actor: 'client', action: 'account.email-change-declined', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
      return { success: true, message: ServerMessage.emailChangeDeclined };
    }
    if (account.email !== link.email || account.emailVerified) throw new VerificationLinkInvalid();
    // An account moved here before changes waited for the new inbox (migration 1766150000000) goes back to where it came from.
    const change = await this.changes.consumeLatestTo(account.id, account.email);
    if (change && (await this.takeBack(change, caller, 'declined')) !== 'taken') return { success: true, message: ServerMessage.emailChangeDeclined };
    const ended = await this.sessions.endAll(account.id);
    if (!(await this.accounts.removeUnproven(account.id, account.email))) throw new VerificationLinkInvalid();
    await this.audit.record({ actor: 'client', action: 'account.verification-declined', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended, removed: true } });
    return { success: true, message: ServerMessage.unprovenAccountRemoved };
  }

  /** The former address takes the account back; it then chooses a new password by the link this sends it. */
  async undo(token: string, caller: Caller): Promise<UndoEmailChangeResponse> {
    const change = await this.changes.consume(linkTokenHash(token));
    if (!change || (await this.takeBack(change, caller, 'undone')) === 'taken') throw new UndoLinkInvalid();
    await this.emails.passwordReset(change.oldEmail, await this.resets.newLink(change.accountId));
    return { success: true, message: ServerMessage.emailChangeUndone };
  }

  /** The account at its former address, proven as it was then; every session, link and business link of the new one ends. */
  private async takeBack(change: EmailChange, caller: Caller, how: 'declined' | 'undone'): Promise<'done' | 'taken'> {
    const back = await this.accounts.revertEmail(change.accountId, change.oldEmail, change.oldVerifiedAt);
    if (back === 'taken' || !back) return 'taken';
    const unlinked = await this.accounts.unlinkAll(back.id);
    await Promise.all([this.verifications.revokeAll(back.id), this.changes.revokeAll(back.id), this.resetLinks.revokeAll(back.id)]);
    const ended = await this.sessions.endAll(back.id);
    const action = how === 'declined' ? 'account.verification-declined' : 'account.email-change-undone';
    await this.audit.record({ actor: 'client', action, subjectId: back.id, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended, ...unlinked } });
    return 'done';
  }
}
