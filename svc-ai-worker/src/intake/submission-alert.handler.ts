import { inLayout, renderEmail, type EmailContent } from '@biz/catalog';
import { attemptsOf, formatUsd, industryLabel, SubmissionAlertJob, type JobPayload } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { deliverOnce, type EmailDeliveryDeps } from '../email/deliver-once';

const finalAttempt = attemptsOf(SubmissionAlertJob);

/** The alert: who the lead is, what it wants, what it was offered, and the link to its profile. */
export function submissionAlertText({ business, offeredValue, profileUrl }: JobPayload<typeof SubmissionAlertJob>): EmailContent {
  return renderEmail('submission-alert', {
    businessName: business.businessName,
    industry: industryLabel(business.industry),
    companySize: business.companySize,
    goals: business.primaryGoals.join('; '),
    painPoints: business.painPoints ?? null,
    contactEmail: business.contactEmail,
    offered: formatUsd(offeredValue, { whole: true }),
    profileUrl,
  });
}

/** Emails the agency (ADMIN_ALERT_EMAIL) of a new submission, once; the alert has no log of its own to report to. */
export function submissionAlertHandler({ mailer, ledger, outbox, letterhead }: Omit<EmailDeliveryDeps, 'producer'>) {
  return handlerFor(SubmissionAlertJob, async (alert, { jobId, attempt }) => {
    return deliverOnce({ emailId: `alert-${alert.submissionId}`, to: alert.to, email: inLayout(submissionAlertText(alert), letterhead), jobId, attempt, finalAttempt, mailer, ledger, outbox, report: async () => undefined });
  });
}
