import { AgencyEmailReportedJob, BusinessHappenedJob, CallReminderJob, LeadEmailJob, NotifyAgencyJob, OrderPaidJob, SubscriptionPaymentIssueJob, SubscriptionStartedJob, type QueueName } from '@biz/contracts';
import { handlerFor, Inbox, INBOX_OPTIONS, type InboxOptions, type JobHandler } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { AgencyEmailRepository } from '../../shared/email-log/agency-email.repository';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { PipelineService } from '../pipeline/pipeline.service';
import { CallRemindersService } from '../calls/call-reminders.service';
import { SprintWorkService } from '../sprints/sprint-work.service';
import { StaffNotificationsService } from '../notifications/staff-notifications.service';

/**
 * svc-admin's inbox: the worker's report on each agency email (sent, logged, failed with SMTP's answer; a
 * plan email that went out moves its business to Plan sent), svc-intake's emails to a lead, billing's news of a renewal the client must act
 * on, of a paid sprint (its automations start, the business is won) and of a started subscription (won too), the desk's own happenings, the calls' reminders when due, and every event the agency is told of (its members' notifications).
 */
@Injectable()
export class AdminInbox extends Inbox {
  protected readonly queue: QueueName = 'admin-inbox';

  constructor(
    @Inject(AgencyEmailRepository) private readonly emails: AgencyEmailRepository,
    @Inject(EmailSenderService) private readonly sender: EmailSenderService,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(CallRemindersService) private readonly reminders: CallRemindersService,
    @Inject(SprintWorkService) private readonly sprints: SprintWorkService,
    @Inject(StaffNotificationsService) private readonly notifications: StaffNotificationsService,
    @Inject(INBOX_OPTIONS) protected readonly options: InboxOptions,
  ) {
    super();
  }

  handlers(): JobHandler[] {
    return [
      handlerFor(AgencyEmailReportedJob, async (report) => {
        const email = await this.emails.storeReport(report);
        if (report.status === 'sent' && email?.emailType === 'plan_ready' && email.submissionId) await this.pipeline.happenedToSubmission(email.submissionId, 'plan-email-sent');
        return { stored: email !== null };
      }),
      handlerFor(LeadEmailJob, async (job) => ({ queued: await this.sender.sendLeadEmail(job) })),
      handlerFor(SubscriptionPaymentIssueJob, async (issue) => ({ notified: await this.portal.notifyPaymentIssue(issue) })),
      handlerFor(OrderPaidJob, async (order) => ({ moved: await this.sprints.paid(order) })),
      handlerFor(SubscriptionStartedJob, async ({ accountId }) => {
        const [account] = await this.portal.accountsByIds([accountId]);
        return { moved: account ? await this.pipeline.happenedToEmail(account.email, 'subscription-started') : false };
      }),
      handlerFor(BusinessHappenedJob, async ({ submissionId, happening, lostReason }) => ({ moved: await this.pipeline.happenedToSubmission(submissionId, happening, undefined, lostReason) })),
      handlerFor(CallReminderJob, (reminder) => this.reminders.remind(reminder)),
      handlerFor(NotifyAgencyJob, async (notice) => ({ notified: await this.notifications.notify(notice) })),
    ];
  }
}
