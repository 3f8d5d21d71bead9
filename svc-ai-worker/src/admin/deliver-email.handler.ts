import { AgencyEmailReportedJob, attemptsOf, DeliverEmailJob } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit';
import { deliverOnce, type EmailDeliveryDeps } from '../email/deliver-once';
import { renderAgencyEmail } from '../email/render-agency-email';

const finalAttempt = attemptsOf(DeliverEmailJob);

/** Sends an email the agency wrote (text, and HTML built from it) once, and reports it to svc-admin's inbox. */
export function deliverEmailHandler({ producer, mailer, ledger }: EmailDeliveryDeps) {
  return handlerFor(DeliverEmailJob, async ({ emailId, to, subject, text }, { jobId, attempt }) =>
    deliverOnce({
      emailId,
      to,
      email: renderAgencyEmail(subject, text),
      jobId,
      attempt,
      finalAttempt,
      mailer,
      ledger,
      // Per email and status, as the order confirmation's: a rerun reports once, a later outcome is not swallowed.
      report: (status, messageId, error) => producer.enqueue(AgencyEmailReportedJob, { emailId, status, messageId, error }, { jobId: `agency-email-${status}-${emailId}` }),
    }),
  );
}
