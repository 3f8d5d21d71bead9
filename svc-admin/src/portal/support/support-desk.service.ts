import type { DeskTicket, DeskTicketSummary, DeskTicketsResponse, DeskTicketStatusRequest, SupportStats, TicketMessageRequest } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { CLIENT_PORTAL_URL } from '../client-portal-url';
import { ClientNotificationRepository } from '../notifications/client-notification.repository';
import { replyToClient } from './support-emails';
import { SupportTicketRepository, type DeskTicketsPage } from './support-ticket.repository';
import { TicketNotFound } from './support.service';

/**
 * The agency's side of the support inbox (reached by the desk through the portal's facade): the tickets,
 * a reply (emailed to the client through the agency's email log, and a notification in its portal), close
 * and reopen. Every reply names the staff member who wrote it.
 */
@Injectable()
export class SupportDeskService {
  constructor(
    @Inject(SupportTicketRepository) private readonly tickets: SupportTicketRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(CLIENT_PORTAL_URL) private readonly portalUrl: string,
  ) {}

  async list(query: DeskTicketsPage): Promise<DeskTicketsResponse> {
    return { ...(await this.tickets.deskPage(query)), page: query.page, pageSize: query.pageSize };
  }

  /** A client account's tickets, for its business's record. */
  ofAccount(accountId: string): Promise<DeskTicketSummary[]> {
    return this.tickets.deskTicketsOf(accountId);
  }

  async one(ticketId: string): Promise<DeskTicket> {
    const ticket = await this.tickets.deskTicket(ticketId);
    if (!ticket) throw new TicketNotFound();
    return ticket;
  }

  /** The reply waits on the client; the first one is the ticket's first response. */
  async reply(ticketId: string, { message }: TicketMessageRequest, caller: Caller): Promise<DeskTicket> {
    const { business, subject } = await this.one(ticketId);
    const { emailId } = await this.emails.queue(replyToClient(this.portalUrl, business, subject, message), caller);
    const notice = { title: 'The agency replied to your ticket', message: `A new reply to "${subject}" is in your Support tab.` };
    await this.tickets.addMessage(ticketId, { author: 'agency', staffAccountId: caller.staffAccountId, body: message, emailId }, (tx) => this.notifications.create(business.accountId, notice, tx));
    await this.audit.record({ ...agencyActor(caller), action: 'ticket.replied', subjectId: business.accountId, requestId: caller.requestId, details: { ticketId } });
    return this.one(ticketId);
  }

  /** Close, or reopen a closed ticket (an open or waiting one stays as its thread made it). */
  async setStatus(ticketId: string, { status }: DeskTicketStatusRequest, caller: Caller): Promise<DeskTicket> {
    const ticket = await this.one(ticketId);
    const changes = status === 'closed' ? ticket.status !== 'closed' : ticket.status === 'closed';
    if (!changes) return ticket;
    await this.tickets.setStatus(ticketId, status);
    await this.audit.record({ ...agencyActor(caller), action: status === 'closed' ? 'ticket.closed' : 'ticket.reopened', subjectId: ticket.business.accountId, requestId: caller.requestId, details: { ticketId } });
    return this.one(ticketId);
  }

  stats(): Promise<SupportStats> {
    return this.tickets.stats();
  }
}
