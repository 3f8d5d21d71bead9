import { inLayout } from '@biz/catalog';
import { AgencyEmailReportedJob, attemptsOf, DeliverEmailJob, type DeliveredEmailStatus } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { deliverOnce, type EmailDeliveryDeps } from '../email/deliver-once';
import { callInviteIcs, type Organizer } from '../email/render-call-invite';
import { planPart, signedProposalAttachment } from '../email/pdf-attachments';

const finalAttempt = attemptsOf(DeliverEmailJob);

/**
 * Sends an email the agency wrote (text, and HTML built from it) once, with its call invite (ICS), its plan
 * or its signed proposal (PDF) when it carries one, and reports it to svc-admin's inbox.
 */
export function deliverEmailHandler({ producer, mailer, ledger, outbox, letterhead }: EmailDeliveryDeps, organizer: Organizer) {
  const report = (emailId: string) => (status: DeliveredEmailStatus, messageId: string | null, error: string | null) =>
    // Per email and status, as the order confirmation's: a rerun reports once, a later outcome is not swallowed.
    producer.enqueue(AgencyEmailReportedJob, { emailId, status, messageId, error }, { jobId: `agency-email-${status}-${emailId}` });
  return handlerFor(DeliverEmailJob, async ({ emailId, to, subject, text, invite, planPdf, planPdfLink, proposalPdf, linkExpiresAt }, { jobId, attempt }) => {
    if (linkExpiresAt && Date.parse(linkExpiresAt) <= Date.now()) {
      await report(emailId)('failed', null, 'Not sent: its one-time link expired before it could go out');
      return { delivered: false };
    }
    const plan = planPdf ? await planPart(planPdf, planPdfLink) : null;
    const attachments = [...(plan && 'attachment' in plan ? [plan.attachment] : []), ...(proposalPdf ? [await signedProposalAttachment(proposalPdf)] : [])];
    return deliverOnce({
      emailId,
      to,
      email: {
        ...inLayout({ subject, text: plan && 'line' in plan ? `${text}\n\n${plan.line}` : text }, letterhead),
        ...(invite ? { calendar: { method: invite.method, content: callInviteIcs(invite, to, organizer) } } : {}),
        ...(attachments.length ? { attachments } : {}),
      },
      jobId,
      attempt,
      finalAttempt,
      mailer,
      ledger,
      outbox,
      report: report(emailId),
    });
  });
}
