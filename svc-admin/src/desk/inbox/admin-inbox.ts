import { AgencyEmailReportedJob, SubscriptionPaymentIssueJob, type QueueName } from '@biz/contracts';
import { handlerFor, Inbox, INBOX_OPTIONS, type InboxOptions, type JobHandler } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { AgencyEmailRepository } from '../../shared/email-log/agency-email.repository';

/**
 * svc-admin's inbox: the worker's report on each agency email (sent, logged, failed with SMTP's answer),
 * and billing's news of a renewal the client must act on.
 */
@Injectable()
export class AdminInbox extends Inbox {
  protected readonly queue: QueueName = 'admin-inbox';

  constructor(
    @Inject(AgencyEmailRepository) private readonly emails: AgencyEmailRepository,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(INBOX_OPTIONS) protected readonly options: InboxOptions,
  ) {
    super();
  }

  handlers(): JobHandler[] {
    return [
      handlerFor(AgencyEmailReportedJob, async (report) => ({ stored: await this.emails.storeReport(report) })),
      handlerFor(SubscriptionPaymentIssueJob, async (issue) => ({ notified: await this.portal.notifyPaymentIssue(issue) })),
    ];
  }
}
