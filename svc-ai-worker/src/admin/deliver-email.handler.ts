import { AgencyEmailReportedJob, attemptsOf, DeliverEmailJob, PLAN_PDF_CONTENT_TYPE, planPdfFileName, type DeliveredEmailStatus, type PlanPdfInput } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit';
import { deliverOnce, type EmailDeliveryDeps } from '../email/deliver-once';
import { renderAgencyEmail } from '../email/render-agency-email';
import { callInviteIcs, type Organizer } from '../email/render-call-invite';
import { renderPdf } from '../pdf/pdf-renderer';
import { planPdfDocument } from '../pdf/plan-pdf-document';

/** The plan as the PDF the desk downloads, rendered as the email goes out. */
async function planAttachment(plan: PlanPdfInput) {
  return { filename: planPdfFileName(plan.business.businessName), contentType: PLAN_PDF_CONTENT_TYPE, content: await renderPdf(planPdfDocument(plan)) };
}

const finalAttempt = attemptsOf(DeliverEmailJob);

/**
 * Sends an email the agency wrote (text, and HTML built from it) once, with its call invite (ICS) or its plan
 * (PDF) when it carries one, and reports it to svc-admin's inbox.
 */
export function deliverEmailHandler({ producer, mailer, ledger }: EmailDeliveryDeps, organizer: Organizer) {
  const report = (emailId: string) => (status: DeliveredEmailStatus, messageId: string | null, error: string | null) =>
    // Per email and status, as the order confirmation's: a rerun reports once, a later outcome is not swallowed.
    producer.enqueue(AgencyEmailReportedJob, { emailId, status, messageId, error }, { jobId: `agency-email-${status}-${emailId}` });
  return handlerFor(DeliverEmailJob, async ({ emailId, to, subject, text, invite, planPdf, linkExpiresAt }, { jobId, attempt }) => {
    if (linkExpiresAt && Date.parse(linkExpiresAt) <= Date.now()) {
      await report(emailId)('failed', null, 'Not sent: its one-time link expired before it could go out');
      return { delivered: false };
    }
    return deliverOnce({
      emailId,
      to,
      email: {
        ...renderAgencyEmail(subject, text),
        ...(invite ? { calendar: { method: invite.method, content: callInviteIcs(invite, to, organizer) } } : {}),
        ...(planPdf ? { attachments: [await planAttachment(planPdf)] } : {}),
      },
      jobId,
      attempt,
      finalAttempt,
      mailer,
      ledger,
      report: report(emailId),
    });
  });
}
