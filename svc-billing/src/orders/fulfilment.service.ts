import { OrderPaidJob, orderPaidJobId, SendOrderConfirmationJob } from '@biz/contracts';
import { EmailSweep, JOB_PRODUCER, resendRoundJobId, startEmailSweep, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { OrdersRepository, type EmailToSend, type ProviderEvent } from './orders.repository';

/**
 * What happens when a payment succeeds or fails, whichever mode reported it (the Stripe webhook or the
 * test-mode payment): the order moves once, and a paid order's confirmation email goes to the worker.
 */
@Injectable()
export class FulfilmentService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(FulfilmentService.name);
  private stopSweep?: () => void;

  constructor(
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  async paymentSucceeded(paymentIntentId: string, event?: ProviderEvent): Promise<void> {
    const email = await this.orders.markPaid(paymentIntentId, event);
    if (email) await this.enqueue(email);
  }

  async paymentFailed(paymentIntentId: string, message: string, event?: ProviderEvent): Promise<void> {
    await this.orders.markFailed(paymentIntentId, message, event);
  }

  /** Enqueues again every email whose job may have been lost; the job id (the email id) makes a repeat a no-op. */
  async requeueStaleEmails(): Promise<number> {
    const stale = await this.orders.queuedEmails(EmailSweep.staleAfterSeconds);
    for (const email of stale) await this.enqueue(email);
    return stale.length;
  }

  /** Enqueues another round for every email that failed long enough ago (`EmailSweep`). */
  async resendFailedEmails(): Promise<number> {
    const failed = await this.orders.failedEmails(EmailSweep.resendFailedAfterSeconds, EmailSweep.giveUpAfterSeconds);
    for (const email of failed) await this.enqueue(email, resendRoundJobId(email.emailId));
    return failed.length;
  }

  onApplicationBootstrap(): void {
    this.stopSweep = startEmailSweep(async () => {
      await this.requeueStaleEmails().catch((err: unknown) => this.log.warn(`could not re-enqueue stale emails: ${String(err)}`));
      await this.resendFailedEmails().catch((err: unknown) => this.log.warn(`could not resend failed emails: ${String(err)}`));
    });
  }

  onApplicationShutdown(): void {
    this.stopSweep?.();
  }

  /**
   * The order is paid whatever happens here: a job that cannot be enqueued now is left to the sweep. The desk
   * hears of the payment with its confirmation (the sweep repeats both; the job id keeps the desk's to one).
   */
  private async enqueue(email: EmailToSend, jobId = email.emailId): Promise<void> {
    try {
      await this.producer.enqueue(
        SendOrderConfirmationJob,
        { emailId: email.emailId, orderId: email.orderId, to: email.to, businessName: email.businessName, package: email.package, amountCents: email.amountCents, paidAt: email.paidAt.toISOString(), startsOn: email.startsOn },
        { jobId },
      );
      await this.producer.enqueue(OrderPaidJob, { orderId: email.orderId, contactEmail: email.to, package: email.package, paidAt: email.paidAt.toISOString(), startsAt: email.startsAt.toISOString(), lead: email.lead }, { jobId: orderPaidJobId(email.orderId) });
    } catch (err) {
      this.log.warn(`confirmation email ${email.emailId} not enqueued yet (the sweep retries): ${String(err)}`);
    }
  }
}
