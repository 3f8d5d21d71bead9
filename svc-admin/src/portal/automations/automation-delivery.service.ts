import { renderEmail } from '@biz/catalog';
import { LIVE_SUBSCRIPTION_STATUSES, runMinutesAboveCeiling, ServerMessage, UNLIMITED_AUTOMATIONS, type Automation, type AutomationRunReportsResponse, type RunReportEntry, type Subscription, type UpdateAutomationRequest, type VoidRunReportRequest } from '@biz/contracts';
import { domainError, InternalClient, ValidationFailed } from '@biz/server-kit';
import { BILLING } from '../../shared/contexts/context-clients.module';
import { Inject, Injectable } from '@nestjs/common';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { CLIENT_PORTAL_URL } from '../client-portal-url';
import { noticeOf, runVoidedNotice, type Notice } from './automation-notices';
import { AutomationRunsRepository } from '../automation-runs/automation-runs.repository';
import { AGENCY_CLOCK, todayIn, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { AutomationRepository, shown } from './automation.repository';
import { ClientAccountRepository, type ClientAccount } from '../accounts/client-account.repository';
import { ClientNotificationRepository } from '../notifications/client-notification.repository';

export class AutomationNotFound extends domainError('AutomationNotFound', ServerMessage.automationNotFound) {}
export class RunReportNotFound extends domainError('RunReportNotFound', ServerMessage.runReportNotFound) {}

/** The client's plan allows no more live automations (SPEC §3 maxAutomations). */
export class PlanLimitReached extends domainError('PlanLimitReached', ({ plan, maxAutomations }: Subscription) => `The client's ${plan} plan allows ${maxAutomations} live automation${maxAutomations === 1 ? '' : 's'}. Pause another one, or the client can upgrade from their dashboard.`) {}

/**
 * The agency delivers automations: each change is recorded in the business's audit trail, and the client
 * is told in its notifications and, when it allows, by email (logged with the business's other emails).
 */
@Injectable()
export class AutomationDeliveryService {
  constructor(
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(CLIENT_PORTAL_URL) private readonly portalUrl: string,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(AutomationRunsRepository) private readonly runs: AutomationRunsRepository,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
  ) {}

  async update(id: string, changes: UpdateAutomationRequest, caller: Caller): Promise<Automation> {
    const plan = changes.status === 'live' ? await this.planLimitOf(id, caller) : null;
    const changed = await this.automations.update(id, changes, plan?.maxAutomations ?? null);
    if (!changed) throw new AutomationNotFound();
    if (changed === 'over-limit') throw new PlanLimitReached(plan!);
    if ('overCeiling' in changed) throw new ValidationFailed({ minutesPerRun: [runMinutesAboveCeiling(changed.overCeiling)] });
    const { before, after } = changed;
    await this.audit.record({
      ...agencyActor(caller),
      action: 'automation.updated',
      subjectId: after.submissionId ?? undefined,
      requestId: caller.requestId,
      details: { automation: after.title, status: after.status, progress: after.progressPercent, fields: Object.keys(changes).join(','), address: caller.address },
    });
    const notice = noticeOf(before, after);
    const audience = notice ? await this.automations.audienceOf(after) : null;
    const account = audience ? await this.accounts.one(audience) : null;
    if (notice && account) await this.tell(account, after.submissionId, notice, caller);
    return shown(after);
  }

  /** The automation's newest run reports, for the agency's record. */
  async runReports(id: string): Promise<AutomationRunReportsResponse> {
    if (!(await this.automations.one(id))) throw new AutomationNotFound();
    return this.runs.reportsOf(id);
  }

  /**
   * Voids a run report: from now on it counts for nothing and every figure (the cards, the history, the CSV
   * and the PDF) is computed from the rest. The business's audit trail says who voided it and why, and the
   * client is told. Voiding it again changes nothing and tells no one.
   */
  async voidRunReport(id: string, { eventId, reason }: VoidRunReportRequest, caller: Caller): Promise<RunReportEntry> {
    const automation = await this.automations.one(id);
    if (!automation) throw new AutomationNotFound();
    const result = await this.runs.voidReport(id, eventId, caller.staffAccountId ?? null, reason);
    if (!result) throw new RunReportNotFound();
    const { entry, voided } = result;
    if (!voided) return entry;
    await this.audit.record({
      ...agencyActor(caller),
      action: 'automation.run-voided',
      subjectId: automation.submissionId ?? undefined,
      requestId: caller.requestId,
      details: { automation: automation.title, eventId, runs: entry.count, minutes: entry.minutesSaved, reason, address: caller.address },
    });
    const audience = await this.automations.audienceOf(automation);
    const account = audience ? await this.accounts.one(audience) : null;
    if (account) await this.tell(account, automation.submissionId, runVoidedNotice(automation.title, entry.count, todayIn(this.clock.timeZone, Date.parse(entry.at))), caller);
    return entry;
  }

  /**
   * The subscription that limits the account's live automations, or null: no live subscription (a sprint
   * client pays per delivery; a sprint's automations are its order's, never counted against a plan) or an unlimited plan. Billing down is a 503: the limit cannot be checked.
   */
  private async planLimitOf(id: string, caller: Caller): Promise<Subscription | null> {
    const accountId = await this.automations.accountOf(id);
    if (!accountId) return null;
    const { subscription } = await this.billing.call('accountSubscription', { params: { accountId } }, { requestId: caller.requestId });
    const limited = subscription && LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status) && subscription.maxAutomations !== UNLIMITED_AUTOMATIONS;
    return limited ? subscription : null;
  }

  private async tell(account: ClientAccount, submissionId: string | null, notice: Notice, caller: Caller): Promise<void> {
    await this.notifications.create(account.id, notice);
    if (!account.emailNotifications) return;
    const { subject, text } = renderEmail('automation-notice', { recipient: account, message: notice.message, portalUrl: this.portalUrl });
    await this.emails.queue({ submissionId, to: account.email, subject, body: text }, caller);
  }
}
