import { adminProfilePath, ONBOARDING_LINK_DAYS, onboardingAnswerText, onboardingFormGroups, type OnboardingAnswers, type OnboardingForm } from '@biz/contracts';
import type { NewAgencyEmail } from '../../shared/email-log/agency-email.repository';

/** Plain text, as every agency email (the worker escapes it into its HTML part). To the business's contact: the link to its form. */
export function onboardingLinkEmail(submissionId: string, to: string, businessName: string, form: OnboardingForm, url: string): NewAgencyEmail {
  return {
    submissionId,
    to,
    subject: `Your onboarding form for ${businessName}`,
    body: [
      'Hello,',
      `To start building your automations we need a few details about ${businessName}. Please fill in your onboarding form online${form.estimatedTime ? ` (about ${form.estimatedTime})` : ''}:`,
      url,
      `The link is yours alone and opens the form for ${ONBOARDING_LINK_DAYS} days; you can come back to it to change your answers. Once you have signed in to your client portal, the form is there too.`,
      'The BizAutomate team',
    ].join('\n\n'),
  };
}

/**
 * To the business's owner at the agency (else the agency's address): the answers, to read at once. It is
 * about no business in the email list (the client's emails are the ones listed there); the record shows the answers.
 */
export function answersNotice(to: string, businessName: string, form: OnboardingForm, answers: OnboardingAnswers, updated: boolean, recordUrl: string): NewAgencyEmail {
  const sections = onboardingFormGroups(form).map(({ title, fields }) => [title, ...fields.map((field) => `${field.label}: ${onboardingAnswerText(answers[field.id])}`)].join('\n'));
  return {
    submissionId: null,
    to,
    subject: `Onboarding answers ${updated ? 'updated' : 'received'}: ${businessName}`,
    body: [`${businessName} ${updated ? 'updated its' : 'sent its'} onboarding answers${updated ? ' (they replace the earlier ones)' : ''}.`, ...sections, `The business's record in the desk: ${recordUrl}`].join('\n\n'),
  };
}

export const recordUrlOf = (publicUrl: string, submissionId: string) => new URL(adminProfilePath(submissionId), publicUrl).toString();
