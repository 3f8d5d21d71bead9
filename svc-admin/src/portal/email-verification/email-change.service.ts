import { EMAIL_CHANGE_UNDO_DAYS, ServerMessage, type ChangeEmailRequest, type ChangeEmailResponse } from '@biz/contracts';
import { ClientAccountGone, SessionStore, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { newOneTimeLink } from '../../shared/identity/one-time-link';
import { passwordMatches } from '../../shared/identity/password-hash';
import { AccountEmails } from '../accounts/account-emails';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { PasswordResetRepository } from '../password-reset/password-reset.repository';
import { EmailChangeRepository } from './email-change.repository';
import { EmailVerificationService } from './email-verification.service';

/**
 * A signed-in client moves its account to another address, proven by its current password. The new address
 * must be confirmed like a new account's: until then nothing of a business is linked (what the former
 * address linked is unlinked), every other session and reset link ends, and the link goes to the new inbox.
 * The former address is told, with a link that takes the account back to it for 7 days.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(EmailVerificationService) private readonly verification: EmailVerificationService,
    @Inject(EmailChangeRepository) private readonly changes: EmailChangeRepository,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(PasswordResetRepository) private readonly resets: PasswordResetRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async change(accountId: string, { email, currentPassword }: ChangeEmailRequest, caller: Caller): Promise<ChangeEmailResponse> {
    const current = await this.accounts.one(accountId);
    const withHash = current && (await this.accounts.withHash(current.email));
    if (!withHash) throw new ClientAccountGone();
    if (!(await passwordMatches(withHash.passwordHash, currentPassword))) throw new ValidationFailed({ currentPassword: [ServerMessage.wrongCurrentPassword] });
    const address = email.toLowerCase();
    if (address === withHash.email) throw new ValidationFailed({ email: [ServerMessage.emailUnchanged] });
    const changed = await this.accounts.changeEmail(accountId, address);
    if (changed === 'taken') throw new ValidationFailed({ email: [ServerMessage.emailNotAvailable] });
    if (!changed) throw new ClientAccountGone();
    const unlinked = await this.accounts.unlinkAll(accountId);
    await this.resets.revokeAll(accountId);
    const ended = await this.sessions.endAll(accountId, caller.sessionId);
    await this.audit.record({ actor: 'client', action: 'account.email-changed', subjectId: accountId, requestId: caller.requestId, details: { address: caller.address, sessionsEnded: ended, ...unlinked } });
    const undo = newOneTimeLink(EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60 * 1000);
    await this.changes.create({ accountId, oldEmail: changed.former.email, oldVerifiedAt: changed.former.verifiedAt, newEmail: address }, undo.tokenHash, undo.expiresAt);
    await this.emails.emailChanged(changed.former.email, address, undo);
    await this.verification.send(changed.account, caller);
    return { success: true, message: ServerMessage.emailChanged };
  }
}
