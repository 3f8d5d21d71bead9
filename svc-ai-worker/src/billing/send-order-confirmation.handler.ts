import { attemptsOf, OrderEmailReportedJob, SendOrderConfirmationJob, type DeliveredEmailStatus } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { renderOrderConfirmation } from '../email/render-order-confirmation';
import { deliverOnce, type EmailDeliveryDeps } from '../email/deliver-once';

/**
 * The inbox job id of a report. Per email and status: a rerun repeats its report once, while a later
 * different outcome (sent after failed, when billing enqueues the email again) is not swallowed by the first.
 */
export const orderEmailReportJobId = (emailId: string, status: DeliveredEmailStatus) => `order-email-${status}-${emailId}`;

// The attempt after which BullMQ gives up (the job's retry policy, whoever enqueued it).
const finalAttempt = attemptsOf(SendOrderConfirmationJob);

/** Renders a paid order's confirmation, sends it once (`deliverOnce`) and reports it to billing's inbox. */
export function sendOrderConfirmationHandler({ producer, mailer, ledger, outbox, letterhead }: EmailDeliveryDeps) {
  return handlerFor(SendOrderConfirmationJob, async (order, { jobId, attempt }) => {
    const email = renderOrderConfirmation(order, letterhead);
    return deliverOnce({
      emailId: order.emailId,
      to: order.to,
      email,
      jobId,
      attempt,
      finalAttempt,
      mailer,
      ledger,
      outbox,
      report: (status, messageId, error) =>
        producer.enqueue(OrderEmailReportedJob, { emailId: order.emailId, status, ...email, messageId, error }, { jobId: orderEmailReportJobId(order.emailId, status) }),
    });
  });
}
