import type { BusinessProfile, EmailType, GeneratedEmail, PlanData } from '@biz/contracts';
import { leadDrafts, planOnItsWay } from './emails/templates/lead-drafts';
import { compiled } from './emails/email-engine';
import { clip, sentenceList } from './text';

export interface EmailInput {
  business: BusinessProfile;
  emailType: EmailType;
  /** The admin's subject of a custom email. */
  customSubject?: string;
  /** The generated plan, when there is one. */
  planData: PlanData | null;
}

const MAX_SUMMARY = 1200;

// Plain text the admin edits before sending: nothing is escaped (the layout escapes as it builds the HTML part).
const render = (draft: { subject: string; body: string }, values: object): GeneratedEmail => ({
  subject: compiled(draft.subject, { html: false })(values),
  body: compiled(draft.body, { html: false })(values),
});

/**
 * The catalog engine's draft of an agency email to a business: a subject and a plain-text body with the
 * business's own details, for the admin to edit before sending. Used when no LLM is configured, and as the
 * fallback when the LLM answers badly or not in time.
 */
export function composeEmail({ business, emailType, customSubject, planData }: EmailInput): GeneratedEmail {
  return render(leadDrafts[emailType], {
    businessName: business.businessName,
    goals: sentenceList(business.primaryGoals.map((goal) => goal.toLowerCase())),
    customSubject: customSubject?.trim() || `A note for ${business.businessName}`,
    summary: planData ? clip(planData.executiveSummary, MAX_SUMMARY) : '',
    phases: planData ? planData.implementationTimeline.map((p) => `- ${p.phase}: ${p.title}`).join('\n') : '',
  });
}

/** The email a lead gets as soon as it chose its workflows: the plan the wizard promised is being written. */
export function composePlanOnItsWay({ business, workflowTitles }: { business: BusinessProfile; workflowTitles: readonly string[] }): GeneratedEmail {
  return render(planOnItsWay, { businessName: business.businessName, workflows: sentenceList([...workflowTitles]) });
}
