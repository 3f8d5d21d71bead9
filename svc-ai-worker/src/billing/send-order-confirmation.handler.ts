import { attemptsOf, OrderEmailReportedJob, SendOrderConfirmationJob, type DeliveredEmailStatus } from '@biz/contracts';
import { handlerFor, type JobProducer } from '@biz/server-kit';
import type { Mailer } from '../email/mailer';
import { renderOrderConfirmation } from '../email/render-order-confirmation';
import type { SendOnceLedger } from '../email/send-once-ledger';

/**
 * The inbox job id of a report. Per email and status: a rerun repeats its report once, while a later
 * different outcome (sent after failed, when billing enqueues the email again) is not swallowed by the first.
 */
export const orderEmailReportJobId = (emailId: string, status: DeliveredEmailStatus) => `order-email-${status}-${emailId}`;

// The attempt after which BullMQ gives up (the job's retry policy, whoever enqueued it).
const finalAttempt = attemptsOf(SendOrderConfirmationJob);

export interface SendOrderConfirmationDeps {
  producer: Pick<JobProducer, 'enqueue'>;
  /** null without SMTP_URL: the email is rendered and reported as 'logged', never sent. */
  mailer: Mailer | null;
  ledger: Pick<SendOnceLedger, 'claim' | 'markSent' | 'release'>;
}

/**
 * Renders a paid order's confirmation, sends it once, and reports it to billing's inbox.
 *
 * Once, not "exactly once": nothing can make an SMTP hand-off and a Redis write one transaction. A job
 * claims the email id in Redis before sending and records 'sent' after, so reruns, duplicate jobs and a
 * second worker find the claim or the record and do not send. The one gap is a worker dying between the
 * SMTP server's 250 and the 'sent' record (or failing to write it): the claim then names this job, and its
 * rerun sends again. That is at-least-once on purpose: a customer who paid and never hears from us is
 * worse than one who, rarely, gets the same confirmation twice. A job that finds another job's claim
 * retries later instead of waiting; if the holder is still busy on its last attempt it fails without a
 * report, because the holder reports the outcome itself.
 */
export function sendOrderConfirmationHandler({ producer, mailer, ledger }: SendOrderConfirmationDeps) {
  return handlerFor(SendOrderConfirmationJob, async (order, { jobId, attempt }) => {
    const email = renderOrderConfirmation(order);
    const report = (status: DeliveredEmailStatus, messageId: string | null = null, error: string | null = null) =>
      producer.enqueue(OrderEmailReportedJob, { emailId: order.emailId, status, ...email, messageId, error }, { jobId: orderEmailReportJobId(order.emailId, status) });

    if (!mailer) {
      await report('logged');
      return { delivered: false };
    }
    const claim = await ledger.claim(order.emailId, jobId);
    if (claim.state === 'busy') throw new Error(`Email ${order.emailId} is being sent by job ${claim.holder}; retrying later`);
    if (claim.state === 'sent') {
      await report('sent', claim.messageId);
      return { delivered: true };
    }

    let messageId: string;
    try {
      messageId = await mailer.send(order.to, email);
    } catch (error) {
      await ledger.release(order.emailId, jobId);
      if (attempt >= finalAttempt) await report('failed', null, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await ledger.markSent(order.emailId, messageId);
    await report('sent', messageId);
    return { delivered: true };
  });
}
