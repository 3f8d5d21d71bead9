import { ACCOUNT_EVENTS_ON_BUSINESS_TIMELINE, monthlyCentsOf, ORDERS_PAGE_SIZE_MAX, type AccountAuditAction, type Subscription, type SubmissionDetailResponse, type SubmissionProfileResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';
import { AgencyEmailRepository } from '../../shared/email-log/agency-email.repository';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { CallsRepository } from '../calls/calls.repository';
import { OnboardingAnswersRepository } from '../onboarding/onboarding-answers.repository';
import { OnboardingLinksRepository } from '../onboarding/onboarding-links.repository';
import { OnboardingFormsRepository } from '../onboarding/onboarding-forms.repository';
import { BusinessMergesService } from '../merges/business-merges.service';
import { PipelineService } from '../pipeline/pipeline.service';
import { FollowUpsService } from '../follow-ups/follow-ups.service';
import { ProposalsService } from '../proposals/proposals.service';
import { TasksService } from '../tasks/tasks.service';
import { submissionTimeline } from './submission-timeline';

/** A subscription as the record shows it: what it is, where it stands, what it brings a month and when it bills next. */
const ofRecord = ({ plan, billing, status, priceCents, nextBillingDate, cancelAtPeriodEnd, paymentIssue }: Subscription) => ({
  plan,
  billing,
  status,
  priceCents,
  monthlyCents: monthlyCentsOf(billing, priceCents),
  nextBillingDate,
  cancelAtPeriodEnd,
  paymentIssue,
});

/** A submission's business across the contexts that hold its data: its profile, and its deletion from all of them. */
@Injectable()
export class SubmissionsService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AgencyEmailRepository) private readonly emails: AgencyEmailRepository,
    @Inject(CallsRepository) private readonly calls: CallsRepository,
    @Inject(OnboardingFormsRepository) private readonly forms: OnboardingFormsRepository,
    @Inject(OnboardingAnswersRepository) private readonly onboardingAnswers: OnboardingAnswersRepository,
    @Inject(OnboardingLinksRepository) private readonly onboardingLinks: OnboardingLinksRepository,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(BusinessMergesService) private readonly merges: BusinessMergesService,
    @Inject(FollowUpsService) private readonly followUps: FollowUpsService,
    @Inject(TasksService) private readonly tasks: TasksService,
    @Inject(ProposalsService) private readonly proposals: ProposalsService,
  ) {}

  /**
   * The business's record, opened at one of its submissions: that submission in full, every submission of
   * the business, the orders its email placed, what the agency did with any of them, and the timeline of
   * all that. Opening it is itself an action on the client's personal data, recorded first in the audit
   * trail (`submission.viewed`, not on the timeline).
   */
  async profile(id: string, caller: Caller): Promise<SubmissionProfileResponse> {
    return this.recordOf(await this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId }), caller);
  }

  /** The record page's: the same record at the business's latest submission, the business named by its id or by one of its submissions'. */
  async businessRecord(id: string, caller: Caller): Promise<SubmissionProfileResponse> {
    return this.recordOf(await this.intake.call('businessDetail', { params: { id } }, { requestId: caller.requestId }), caller);
  }

  private async recordOf(detail: SubmissionDetailResponse, caller: Caller): Promise<SubmissionProfileResponse> {
    const { requestId } = caller;
    // The orders of every address of the business (one, unless the agency merged others into it).
    const [orders, orderEmails] = await Promise.all([
      Promise.all(detail.business.emails.map((email) => this.billing.call('listOrders', { query: { email, pageSize: ORDERS_PAGE_SIZE_MAX } }, { requestId }))).then((pages) =>
        pages.flatMap((page) => page.orders).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      ),
      // Billing's own emails to the business (order confirmations), all its addresses in one call.
      this.billing.call('orderEmails', { body: { emails: detail.business.emails } }, { requestId }).then((answer) => answer.emails),
      this.audit.record({ ...agencyActor(caller), action: 'submission.viewed', subjectId: detail.submission.id, requestId, details: { address: caller.address } }),
    ]);
    // The record is the business's: what happened to any of its submissions.
    const ids = detail.business.submissions.map((s) => s.id);
    const [businessEvents, agencyEmails, calls, { account, automations, sprints }, pipeline, moves, merges, followUp, notes, activities, onboarding, acceptedProposalsCents] = await Promise.all([
      this.audit.about('submission', ids),
      this.emails.about(ids),
      this.calls.about(ids),
      this.portal.accountOfBusiness(ids, detail.submission.contactEmail, orders.map((order) => order.id)),
      this.pipeline.stateOf(detail.business.id, detail.business.submissions.at(-1)?.createdAt ?? detail.submission.createdAt),
      this.pipeline.movesOf(detail.business.id),
      this.merges.ofBusiness(detail.business.id),
      this.followUps.of(detail.business.id),
      this.followUps.notesOf(detail.business.id),
      this.tasks.activitiesOf(detail.business.id),
      this.onboardingAnswers.latestOf(ids),
      this.proposals.acceptedOnce(ids),
    ]);
    // The client account's life (signed up, proved its email, unlinked…) and its tickets are part of the business's record; its
    // subscription too once it proved the address (before that, whoever signed up with it owns nothing of the business).
    const subscriptionOf = async (accountId: string) => (await this.billing.call('accountSubscription', { params: { accountId } }, { requestId })).subscription;
    const [accountAudit, tickets, subscription] = account
      ? await Promise.all([this.audit.about('account', account.id), this.portal.ticketsOfAccount(account.id), account.emailVerified ? subscriptionOf(account.id) : null])
      : [[], [], null];
    const accountEvents = accountAudit.filter((event) => ACCOUNT_EVENTS_ON_BUSINESS_TIMELINE.includes(event.action as AccountAuditAction));
    const auditEvents = [...businessEvents, ...accountEvents];
    const emails = [...agencyEmails.map((email) => ({ ...email, keptBy: 'agency' as const })), ...orderEmails.map((email) => ({ ...email, keptBy: 'billing' as const }))].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const callsShown = calls.map(({ submissionId: _business, sequence: _sequence, ...call }) => call);
    return { ...detail, orders, emails, calls: callsShown, timeline: submissionTimeline({ detail, orders, emails, calls: callsShown, auditEvents, moves, notes, activities }), account, automations, sprints, pipeline, merges, tickets, followUp, notes, subscription: subscription && ofRecord(subscription), onboarding, acceptedProposalsCents };
  }

  /**
   * Deletes the business everywhere, every submission of it: billing forgets its orders' lead and emails
   * first (the money record stays), the agency's email log, calls, onboarding forms, answers and link counts, its paid sprints, its proposals and the automations it
   * brought a client account forget each submission, then svc-intake deletes them with their offers,
   * selections, plans and generation logs (and, with the last, the business's addresses). Each step can be
   * repeated, so a retry after a failure in between completes the job. An unknown id is the submission's 404.
   */
  async erase(id: string, caller: Caller): Promise<{ success: true }> {
    const { requestId } = caller;
    const { submission, business } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    let orders = 0;
    for (const email of business.emails) orders += (await this.billing.call('forgetCustomer', { body: { email } }, { requestId })).orders;
    for (const { id: made } of business.submissions) {
      await this.emails.forget(made);
      await this.calls.forget(made);
      await this.forms.forget(made);
      await this.onboardingAnswers.forget(made);
      await this.onboardingLinks.forget(made);
      await this.portal.forgetSubmission(made);
      await this.intake.call('deleteSubmission', { params: { id: made } }, { requestId });
    }
    await this.pipeline.forget(business.id);
    await this.merges.forget(business.id);
    await this.followUps.forget(business.id);
    await this.tasks.forget(business.id);
    await this.proposals.forget(business.submissions.map((s) => s.id));
    await this.audit.record({ ...agencyActor(caller), action: 'submission.deleted', subjectId: id, requestId, details: { businessName: submission.businessName, orders, submissions: business.submissions.length, address: caller.address } });
    return { success: true };
  }
}
