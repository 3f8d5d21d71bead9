import { ClientAccountGone } from '@biz/server-kit';
import type { SupportTicket, SupportTicketRequest, SupportTicketsResponse } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import type { Caller } from '../../shared/identity/caller';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { SupportTicketRepository } from './support-ticket.repository';

/** Injection token of the address the agency reads support tickets at (`SUPPORT_EMAIL`). */
export const SUPPORT_EMAIL = Symbol('SUPPORT_EMAIL');

/**
 * The Support tab's tickets: each emails the agency the client's message (through the agency's email log,
 * so its sweep and delivery report cover it) and stays in the client's list with where that email stands.
 */
@Injectable()
export class SupportService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(SupportTicketRepository) private readonly tickets: SupportTicketRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(SUPPORT_EMAIL) private readonly supportEmail: string,
  ) {}

  async create(accountId: string, { subject, message }: SupportTicketRequest, caller: Caller): Promise<SupportTicket> {
    const account = await this.accounts.one(accountId);
    if (!account) throw new ClientAccountGone();
    const body = [`A support ticket from ${account.businessName} (${account.email}):`, `Subject: ${subject}`, message, `Reply to ${account.email}.`].join('\n\n');
    const { emailId } = await this.emails.queue({ submissionId: null, to: this.supportEmail, subject: `Support: ${subject} (${account.businessName})`, body }, caller, 'client');
    const id = await this.tickets.create({ accountId, subject, message, emailId });
    const [ticket] = await this.tickets.ofAccount(accountId, id);
    return ticket;
  }

  async list(accountId: string): Promise<SupportTicketsResponse> {
    return { tickets: await this.tickets.ofAccount(accountId) };
  }
}
