import { attemptsOf, formatUsd, industryLabel, SubmissionAlertJob, type JobPayload } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { deliverOnce, type EmailDeliveryDeps } from '../email/deliver-once';
import { renderAgencyEmail } from '../email/render-agency-email';

const finalAttempt = attemptsOf(SubmissionAlertJob);

/** The alert's words: who the lead is, what it wants, what it was offered, and the link to its profile. */
export function submissionAlertText({ business, offeredValue, profileUrl }: JobPayload<typeof SubmissionAlertJob>): { subject: string; text: string } {
  const lines = [
    `${business.businessName} (${industryLabel(business.industry)}, ${business.companySize}) just asked for an automation plan.`,
    `Goals: ${business.primaryGoals.join('; ')}`,
    ...(business.painPoints ? [`Pain points: ${business.painPoints}`] : []),
    `Contact: ${business.contactEmail}`,
    `Offered: ${formatUsd(offeredValue, { whole: true })} in the first year, if they take every suggestion.`,
    `Open the profile: ${profileUrl}`,
  ];
  return { subject: `New submission: ${business.businessName}`, text: lines.join('\n\n') };
}

/** Emails the agency (ADMIN_ALERT_EMAIL) of a new submission, once; the alert has no log of its own to report to. */
export function submissionAlertHandler({ mailer, ledger, outbox }: Omit<EmailDeliveryDeps, 'producer'>) {
  return handlerFor(SubmissionAlertJob, async (alert, { jobId, attempt }) => {
    const { subject, text } = submissionAlertText(alert);
    return deliverOnce({ emailId: `alert-${alert.submissionId}`, to: alert.to, email: renderAgencyEmail(subject, text), jobId, attempt, finalAttempt, mailer, ledger, outbox, report: async () => undefined });
  });
}
