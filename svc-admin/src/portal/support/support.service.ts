import { ClientAccountGone, domainError } from '@biz/server-kit';
import { ServerMessage, type SupportTicket, type SupportTicketRequest, type SupportTicketsResponse, type TicketMessageRequest } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AgencyNotifier } from '../../shared/agency-notices/agency-notifier';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import type { Caller } from '../../shared/identity/caller';
import { ClientAccountRepository, type ClientAccount } from '../accounts/client-account.repository';
import { noticeToAgency } from './support-emails';
import { SupportTicketRepository } from './support-ticket.repository';

/** Injection token of the address the agency reads support tickets at (`SUPPORT_EMAIL`). */
export const SUPPORT_EMAIL = Symbol('SUPPORT_EMAIL');

/** 404: no such ticket, or another account's (which a client must not learn exists). */
export class TicketNotFound extends domainError('TicketNotFound', ServerMessage.ticketNotFound) {}

/**
 * The Support tab's side of a thread: a client opens a ticket or answers one, and either opens it for the
 * agency's desk. Each message also emails the agency at SUPPORT_EMAIL (through its email log, so the sweep
 * and delivery report cover it); the ticket is open whatever becomes of that email.
 */
@Injectable()
export class SupportService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(SupportTicketRepository) private readonly tickets: SupportTicketRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(SUPPORT_EMAIL) private readonly supportEmail: string,
    @Inject(AgencyNotifier) private readonly notifier: AgencyNotifier,
  ) {}

  async create(accountId: string, { subject, message }: SupportTicketRequest, caller: Caller): Promise<SupportTicket> {
    const account = await this.accounts.one(accountId);
    if (!account) throw new ClientAccountGone();
    const { emailId } = await this.emails.queue(noticeToAgency(this.supportEmail, account, subject, message, false), caller, 'client');
    const id = await this.tickets.open(accountId, subject, { author: 'client', body: message, emailId });
    await this.audit.record({ actor: 'client', action: 'ticket.opened', subjectId: accountId, requestId: caller.requestId, details: { ticketId: id } });
    await this.tellAgency(account, 'ticket-opened', id, subject);
    return this.one(accountId, id);
  }

  /** The client's answer reopens the ticket, closed or not: the agency owes it a reply again. */
  async answer(accountId: string, ticketId: string, { message }: TicketMessageRequest, caller: Caller): Promise<SupportTicket> {
    const [account, ticket] = await Promise.all([this.accounts.one(accountId), this.tickets.head(ticketId)]);
    if (!account) throw new ClientAccountGone();
    if (ticket?.accountId !== accountId) throw new TicketNotFound();
    const { emailId } = await this.emails.queue(noticeToAgency(this.supportEmail, account, ticket.subject, message, true), caller, 'client');
    await this.tickets.addMessage(ticketId, { author: 'client', body: message, emailId });
    await this.audit.record({ actor: 'client', action: 'ticket.answered', subjectId: accountId, requestId: caller.requestId, details: { ticketId } });
    // Each message has its own notice email: its id makes the answer one event.
    await this.tellAgency(account, 'ticket-answered', emailId, ticket.subject);
    return this.one(accountId, ticketId);
  }

  async list(accountId: string): Promise<SupportTicketsResponse> {
    return { tickets: await this.tickets.ofAccount(accountId) };
  }

  /** The desk's members are told; the record is the business's when the account proved its address (else none is linked). */
  private async tellAgency(account: ClientAccount, event: 'ticket-opened' | 'ticket-answered', eventKey: string, subject: string): Promise<void> {
    const [recordId = null] = await this.accounts.provenSubmissionsOf(account.id);
    await this.notifier.tell({ event, eventKey, recordId, businessName: account.businessName, detail: subject });
  }

  private async one(accountId: string, ticketId: string): Promise<SupportTicket> {
    const [ticket] = await this.tickets.ofAccount(accountId, ticketId);
    if (!ticket) throw new TicketNotFound();
    return ticket;
  }
}
