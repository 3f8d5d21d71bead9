import { SendOrderConfirmationJob } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { OrdersRepository, type EmailToSend, type ProviderEvent } from './orders.repository';

/** An email still queued this long after its order was paid lost its job (a crash between commit and enqueue). */
export const STALE_EMAIL_SECONDS = 60;
const SWEEP_INTERVAL_MS = 60_000;
/**
 * A failed email (its job's retries, about an hour, all failed) gets another round this long after it
 * failed, again and again for three days: an SMTP server down for hours still confirms the order. The
 * worker's send-once ledger keeps a resend from mailing twice.
 */
export const RESEND_FAILED_AFTER_SECONDS = 2 * 60 * 60;
const GIVE_UP_AFTER_SECONDS = 3 * 24 * 60 * 60;

/**
 * What happens when a payment succeeds or fails, whichever mode reported it (the Stripe webhook or the
 * test-mode payment): the order moves once, and a paid order's confirmation email goes to the worker.
 */
@Injectable()
export class FulfilmentService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(FulfilmentService.name);
  private sweep?: NodeJS.Timeout;

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

  async eventWithoutChange(event: ProviderEvent): Promise<void> {
    await this.orders.recordEvent(event);
  }

  /** Enqueues again every email whose job may have been lost; the job id (the email id) makes a repeat a no-op. */
  async requeueStaleEmails(): Promise<number> {
    const stale = await this.orders.queuedEmails(STALE_EMAIL_SECONDS);
    for (const email of stale) await this.enqueue(email);
    return stale.length;
  }

  /**
   * Enqueues another round for every email that failed long enough ago. The job id names the round's time
   * window: instances sweeping at once enqueue it once, and the next window may try again.
   */
  async resendFailedEmails(): Promise<number> {
    const failed = await this.orders.failedEmails(RESEND_FAILED_AFTER_SECONDS, GIVE_UP_AFTER_SECONDS);
    const window = Math.floor(Date.now() / (RESEND_FAILED_AFTER_SECONDS * 1000));
    for (const email of failed) await this.enqueue(email, `${email.emailId}-resent-${window}`);
    return failed.length;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepEmails('at boot');
    this.sweep = setInterval(() => void this.sweepEmails('in the sweep'), SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  private async sweepEmails(when: string): Promise<void> {
    await this.requeueStaleEmails().catch((err: unknown) => this.log.warn(`could not re-enqueue stale emails ${when}: ${String(err)}`));
    await this.resendFailedEmails().catch((err: unknown) => this.log.warn(`could not resend failed emails ${when}: ${String(err)}`));
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
  }

  /** The order is paid whatever happens here: a job that cannot be enqueued now is left to the sweep. */
  private async enqueue(email: EmailToSend, jobId = email.emailId): Promise<void> {
    try {
      await this.producer.enqueue(
        SendOrderConfirmationJob,
        { emailId: email.emailId, orderId: email.orderId, to: email.to, businessName: email.businessName, package: email.package, amountCents: email.amountCents, paidAt: email.paidAt.toISOString() },
        { jobId },
      );
    } catch (err) {
      this.log.warn(`confirmation email ${email.emailId} not enqueued yet (the sweep retries): ${String(err)}`);
    }
  }
}
