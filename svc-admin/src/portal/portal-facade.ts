import type { Automation, ClientAccountSummary, CompanySize, HourValue, AutomationIngestTokenResponse, AutomationRunReportsResponse, RunReportEntry, VoidRunReportRequest, SprintOnRecord, WorkflowSuggestion, DeskTicket, DeskTicketSummary, DeskTicketsResponse, DeskTicketStatusRequest, JobPayload, SubscriptionPaymentIssueJob, SupportStats, TicketMessageRequest, UpdateAutomationRequest } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../shared/identity/caller';
import { ClientAccountRepository, type ClientAccount } from './accounts/client-account.repository';
import { ClientHourValueService } from './accounts/client-hour-value.service';
import { PortalInvitations, type Buyer } from './accounts/portal-invitations';
import { AutomationDeliveryService } from './automations/automation-delivery.service';
import { AutomationRunsService } from './automation-runs/automation-runs.service';
import { AutomationRepository, shown } from './automations/automation.repository';
import { SprintOrdersRepository, type PaidSprint, type Selection } from './automations/sprint-orders.repository';
import { PaymentNoticeService } from './notifications/payment-notices.service';
import { SupportDeskService } from './support/support-desk.service';
import type { DeskTicketsPage } from './support/support-ticket.repository';
import { SupportTicketSearchRepository, type TicketFound } from './support/support-ticket-search.repository';

/** All the desk may ask of the client portal: the portal's data stays behind this door. */
@Injectable()
export class PortalFacade {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(SprintOrdersRepository) private readonly sprints: SprintOrdersRepository,
    @Inject(AutomationDeliveryService) private readonly delivery: AutomationDeliveryService,
    @Inject(AutomationRunsService) private readonly runs: AutomationRunsService,
    @Inject(PaymentNoticeService) private readonly paymentNotices: PaymentNoticeService,
    @Inject(SupportDeskService) private readonly support: SupportDeskService,
    @Inject(SupportTicketSearchRepository) private readonly ticketSearch: SupportTicketSearchRepository,
    @Inject(ClientHourValueService) private readonly hourValues: ClientHourValueService,
    @Inject(PortalInvitations) private readonly invitations: PortalInvitations,
  ) {}

  /** The desk's search of support tickets, by the words of their subject or messages. */
  searchTickets(q: string): Promise<TicketFound[]> {
    return this.ticketSearch.search(q);
  }

  /**
   * The client account of a business: the one linked to it (its proven email), else the one signed up with
   * its email that has not proven it yet (the desk shows which); the automations the agency delivers (its
   * selection's and those its orders' sprints cover) and its paid sprints.
   */
  async accountOfBusiness(submissionIds: readonly string[], contactEmail: string, orderIds: readonly string[]): Promise<{ account: ClientAccountSummary | null; automations: Automation[]; sprints: SprintOnRecord[] }> {
    const [found, automations, sprints] = await Promise.all([
      this.accounts.linkedTo(submissionIds).then((linked) => linked ?? this.accounts.byEmail(contactEmail.toLowerCase())),
      this.automations.ofBusiness(submissionIds, orderIds),
      this.sprints.sprintsOf(orderIds),
    ]);
    const account = found && { id: found.id, email: found.email, businessName: found.businessName, createdAt: found.createdAt, emailNotifications: found.emailNotifications, emailVerified: found.emailVerified, hourValue: this.hourValues.of(found) };
    return { account, automations: automations.map(shown), sprints };
  }

  /** The agency sets what a client's saved hour is worth (null: its default). */
  setHourValue(accountId: string, hourValueCents: number | null, caller: Caller): Promise<HourValue> {
    return this.hourValues.set(accountId, hourValueCents, caller);
  }

  /** A paid sprint becomes work, once per order (billing's payment notice may come twice): true when this call started it. */
  startSprint(sprint: PaidSprint, selection: Selection | null): Promise<boolean> {
    return this.sprints.startSprint(sprint, selection);
  }

  /** The business a sprint is for (null: none recorded; undefined: no such sprint). */
  sprintSubmission(orderId: string): Promise<string | null | undefined> {
    return this.sprints.submissionOf(orderId);
  }

  /** What the paid sprints not refunded brought in (cents). */
  paidSprintsValue(): Promise<number> {
    return this.sprints.paidValue();
  }

  /** A paid sprint's buyer gets into the portal: invited when the address has no account, linked when it has a proven one. */
  inviteBuyer(buyer: Buyer, caller: Caller): Promise<void> {
    return this.invitations.invite(buyer, caller);
  }

  /** The agency's choice of a sprint's remaining automations ('full': more than it has left; null: no such sprint). */
  async chooseForSprint(orderId: string, workflows: readonly WorkflowSuggestion[], size: CompanySize | null): Promise<{ sprint: SprintOnRecord; automations: Automation[] } | 'full' | null> {
    const sprint = await this.sprints.chooseForSprint(orderId, workflows, size);
    if (!sprint || sprint === 'full') return sprint;
    return { sprint, automations: (await this.automations.ofBusiness([], [orderId])).map(shown) };
  }

  /** A refunded sprint's automations leave the client's portal. */
  sprintRefunded(orderId: string): Promise<void> {
    return this.sprints.markSprintRefunded(orderId);
  }

  /** The submissions a signed-in client owns: those linked to its account once it proved its address (none before). */
  provenSubmissionsOf(accountId: string): Promise<string[]> {
    return this.accounts.provenSubmissionsOf(accountId);
  }

  /** A client account's support tickets, latest activity first (the business's record lists them). */
  ticketsOfAccount(accountId: string): Promise<DeskTicketSummary[]> {
    return this.support.ofAccount(accountId);
  }

  /** Client accounts by id, for naming what another context knows by account id. */
  accountsByIds(ids: readonly string[]): Promise<ClientAccount[]> {
    return this.accounts.many(ids);
  }

  /** A deleted submission leaves the portal: its automations and the account's link to it. */
  async forgetSubmission(submissionId: string): Promise<void> {
    await this.automations.forgetSubmission(submissionId);
    await this.accounts.forgetSubmission(submissionId);
  }

  /** The agency moves an automation on (status, progress, notes); the client is told when it matters. */
  updateAutomation(id: string, changes: UpdateAutomationRequest, caller: Caller): Promise<Automation> {
    return this.delivery.update(id, changes, caller);
  }

  /** A new ingest token for an automation, shown to the agency once; the one before stops working. */
  issueIngestToken(id: string, caller: Caller): Promise<AutomationIngestTokenResponse> {
    return this.runs.issueToken(id, caller);
  }

  /** An automation's newest run reports, voided ones too. */
  runReports(id: string): Promise<AutomationRunReportsResponse> {
    return this.delivery.runReports(id);
  }

  /** The agency voids a run report: it counts for nothing from now on, and the client is told. */
  voidRunReport(id: string, request: VoidRunReportRequest, caller: Caller): Promise<RunReportEntry> {
    return this.delivery.voidRunReport(id, request, caller);
  }

  /** The submission whose business an automation is delivered to (null: none). */
  submissionOfAutomation(id: string): Promise<string | null> {
    return this.automations.submissionOf(id);
  }

  /** Billing's news of a renewal the client must act on (from the desk's inbox); false when told already. */
  notifyPaymentIssue(issue: JobPayload<typeof SubscriptionPaymentIssueJob>): Promise<boolean> {
    return this.paymentNotices.notify(issue);
  }

  /** The support inbox: the clients' tickets, latest activity first. */
  supportTickets(query: DeskTicketsPage): Promise<DeskTicketsResponse> {
    return this.support.list(query);
  }

  supportTicket(id: string): Promise<DeskTicket> {
    return this.support.one(id);
  }

  /** A staff reply: emailed to the client and shown in its portal. */
  replyToTicket(id: string, reply: TicketMessageRequest, caller: Caller): Promise<DeskTicket> {
    return this.support.reply(id, reply, caller);
  }

  setTicketStatus(id: string, change: DeskTicketStatusRequest, caller: Caller): Promise<DeskTicket> {
    return this.support.setStatus(id, change, caller);
  }

  /** The dashboard's support figures. */
  supportStats(): Promise<SupportStats> {
    return this.support.stats();
  }
}
