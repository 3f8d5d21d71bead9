import type { Submission } from '@biz/contracts';
import { Menu, type MenuItem } from '@biz/ui-kit';

export interface SubmissionActionHandlers {
  onView: (submission: Submission) => void;
  /** Only offered once the plan is written: before that there is nothing to print. */
  onDownloadPdf: (submission: Submission) => void;
  onEmail: (submission: Submission) => void;
  onCall: (submission: Submission) => void;
  onOnboardingForm: (submission: Submission) => void;
  onDelete: (submission: Submission) => void;
}

/** SPEC §2's row actions, in the order it lists them. */
export function submissionActionItems(submission: Submission, handlers: SubmissionActionHandlers): MenuItem[] {
  return [
    { label: 'View profile', onSelect: () => handlers.onView(submission) },
    { label: 'Download PDF', onSelect: () => handlers.onDownloadPdf(submission), unavailableReason: submission.plan?.planData ? undefined : 'The plan is not generated yet' },
    { label: 'Send email', onSelect: () => handlers.onEmail(submission) },
    { label: 'Schedule call', onSelect: () => handlers.onCall(submission) },
    { label: 'Onboarding form', onSelect: () => handlers.onOnboardingForm(submission), unavailableReason: submission.plan ? undefined : 'No workflows chosen yet' },
    { label: 'Delete', onSelect: () => handlers.onDelete(submission), tone: 'danger' },
  ];
}

/**
 * One menu for a row's six actions: six buttons side by side made the table wider than a 1280 px
 * window, cutting off the last ones.
 */
export function SubmissionActions({ submission, actions }: { submission: Submission; actions: SubmissionActionHandlers }) {
  return <Menu label={`Actions for ${submission.businessName}`} items={submissionActionItems(submission, actions)} />;
}
