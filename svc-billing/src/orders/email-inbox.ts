import { OrderEmailReportedJob } from '@biz/contracts';
import { handlerFor, startWorker, type RunningWorker } from '@biz/server-kit';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { OrdersRepository } from './orders.repository';

/** Injection token of the inbox worker's Redis URL and queue prefix. */
export const INBOX_OPTIONS = Symbol('INBOX_OPTIONS');

/**
 * Consumes billing's inbox queue: the worker's report on each confirmation email (rendered subject and
 * bodies, sent / logged / failed), stored in the email log. A report waits in Redis while billing is down.
 */
@Injectable()
export class EmailInbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: RunningWorker;

  constructor(
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(INBOX_OPTIONS) private readonly options: { redisUrl: string; prefix: string },
  ) {}

  onApplicationBootstrap(): void {
    const storeReport = handlerFor(OrderEmailReportedJob, async (report) => ({ stored: await this.orders.storeEmailReport(report) }));
    this.worker = startWorker('billing-inbox', [storeReport], this.options);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
