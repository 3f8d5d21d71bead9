import { AgencyEmailReportedJob, type QueueName } from '@biz/contracts';
import { handlerFor, Inbox, INBOX_OPTIONS, type InboxOptions, type JobHandler } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AgencyEmailRepository } from './agency-email.repository';

/** svc-admin's inbox: the worker's report on each agency email (sent, logged, failed with SMTP's answer). */
@Injectable()
export class AdminInbox extends Inbox {
  protected readonly queue: QueueName = 'admin-inbox';

  constructor(
    @Inject(AgencyEmailRepository) private readonly emails: AgencyEmailRepository,
    @Inject(INBOX_OPTIONS) protected readonly options: InboxOptions,
  ) {
    super();
  }

  handlers(): JobHandler[] {
    return [handlerFor(AgencyEmailReportedJob, async (report) => ({ stored: await this.emails.storeReport(report) }))];
  }
}
