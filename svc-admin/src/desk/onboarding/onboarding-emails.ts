import { renderEmail } from '@biz/catalog';
import { adminProfilePath, ONBOARDING_LINK_DAYS, onboardingAnswerText, onboardingFormGroups, type OnboardingAnswers, type OnboardingForm } from '@biz/contracts';
import type { NewAgencyEmail } from '../../shared/email-log/agency-email.repository';

/** Plain text, as every agency email (the worker escapes it into its HTML part). To the business's contact: the link to its form. */
export function onboardingLinkEmail(submissionId: string, to: string, businessName: string, form: OnboardingForm, url: string): NewAgencyEmail {
  const { subject, text } = renderEmail('onboarding-link', { businessName, estimatedTime: form.estimatedTime || null, url, linkDays: ONBOARDING_LINK_DAYS });
  return { submissionId, to, subject, body: text };
}

/**
 * To the business's owner at the agency (else the agency's address): the answers, to read at once. It is
 * about no business in the email list (the client's emails are the ones listed there); the record shows the answers.
 */
export function answersNotice(to: string, businessName: string, form: OnboardingForm, answers: OnboardingAnswers, updated: boolean, recordUrl: string): NewAgencyEmail {
  const sections = onboardingFormGroups(form).map(({ title, fields }) => ({ title, lines: fields.map((field) => `${field.label}: ${onboardingAnswerText(answers[field.id])}`) }));
  const { subject, text } = renderEmail('onboarding-answers', { businessName, updated, sections, recordUrl });
  return { submissionId: null, to, subject, body: text };
}

export const recordUrlOf = (publicUrl: string, submissionId: string) => new URL(adminProfilePath(submissionId), publicUrl).toString();
