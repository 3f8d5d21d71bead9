import { OrderEmailReportedJob, type QueueName } from '@biz/contracts';
import { handlerFor, Inbox, INBOX_OPTIONS, type InboxOptions, type JobHandler } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { OrdersRepository } from './orders.repository';

/**
 * Billing's inbox: the worker's report on each confirmation email (rendered subject and bodies, sent /
 * logged / failed), stored in the email log.
 */
@Injectable()
export class EmailInbox extends Inbox {
  protected readonly queue: QueueName = 'billing-inbox';

  constructor(
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(INBOX_OPTIONS) protected readonly options: InboxOptions,
  ) {
    super();
  }

  handlers(): JobHandler[] {
    return [handlerFor(OrderEmailReportedJob, async (report) => ({ stored: await this.orders.storeEmailReport(report) }))];
  }
}
