import { Packages, PORTAL_INVITATION_DAYS, type PackageName } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { newOneTimeLink } from '../../shared/identity/one-time-link';
import { hashPassword } from '../../shared/identity/password-hash';
import { EmailVerificationRepository } from '../email-verification/email-verification.repository';
import { AccountEmails } from './account-emails';
import { AccountLinker } from './account-linker';
import { ClientAccountRepository, type ClientAccount } from './client-account.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A paid order's buyer, as the portal needs it. */
export interface Buyer {
  orderId: string;
  email: string;
  businessName: string;
  package: PackageName;
}

/**
 * Every paid sprint's buyer gets into the portal (decision 063). An address with no account gets one, made
 * with a password nobody knows, and an invitation whose link (as a confirmation link) proves the address and
 * sets the first password; nothing is linked before. A proven account is linked to the order at once. An
 * account signed up but never proven keeps the rule of its own confirmation link: its owner proves it as any
 * client does. The payment notice may come twice: an invitation still usable is not sent again.
 */
@Injectable()
export class PortalInvitations {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(EmailVerificationRepository) private readonly links: EmailVerificationRepository,
    @Inject(AccountEmails) private readonly emails: AccountEmails,
    @Inject(AccountLinker) private readonly linker: AccountLinker,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async invite(buyer: Buyer, caller: Caller): Promise<void> {
    const email = buyer.email.toLowerCase();
    const made = await this.accounts.create({ email, passwordHash: await hashPassword(randomBytes(32).toString('base64url')), businessName: buyer.businessName, invitedForOrderId: buyer.orderId });
    const account = made ?? (await this.accounts.byEmail(email));
    if (!account) throw new Error(`no client account for ${email} after making one`);
    if (account.emailVerified) return this.linker.link(account, caller);
    // An account signed up but never proven proves its address by its own link; an invitation still usable is not sent again.
    if (account.invitedForOrderId === buyer.orderId && !(await this.links.hasPending(account.id))) await this.send(account, buyer, caller);
  }

  private async send(account: ClientAccount, buyer: Buyer, caller: Caller): Promise<void> {
    const link = newOneTimeLink(PORTAL_INVITATION_DAYS * DAY_MS);
    await this.links.create({ accountId: account.id, email: account.email, movesAccount: false }, link.tokenHash, link.expiresAt);
    await this.emails.portalInvitation(account.email, link, Packages[buyer.package].title);
    await this.audit.record({ actor: 'system', action: 'account.invited', subjectId: account.id, requestId: caller.requestId, details: { orderId: buyer.orderId } });
  }
}
