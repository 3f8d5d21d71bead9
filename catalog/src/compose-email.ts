import type { BusinessProfile, EmailType, GeneratedEmail, PlanData } from '@biz/contracts';
import { lazyTemplate } from './lazy-template';
import { clip, sentenceList } from './text';

export interface EmailInput {
  business: BusinessProfile;
  emailType: EmailType;
  /** The admin's subject of a custom email. */
  customSubject?: string;
  /** The generated plan, when there is one. */
  planData: PlanData | null;
}

// Plain text the admin edits before sending, not HTML: nothing is escaped (the worker escapes when it
// builds the HTML part). strict: a missing value is a bug, not an empty string.
const compile = (source: string) => lazyTemplate(source, { noEscape: true, strict: true });

const SIGNATURE = '\n\nBest regards,\nThe BizAutomate team';
const MAX_SUMMARY = 1200;

const templates: Record<EmailType, { subject: HandlebarsTemplateDelegate; body: HandlebarsTemplateDelegate }> = {
  welcome: {
    subject: compile('Welcome to BizAutomate, {{businessName}}'),
    body: compile(
      'Hi {{businessName}} team,\n\nThank you for telling us about your business. We read every submission ourselves, and yours ' +
        'gives us a clear picture: you want to {{goals}}.\n\nHere is what happens next:\n' +
        '1. We review the automations you chose and write your implementation plan.\n' +
        '2. We book a short call to confirm your goals, messages and the tools to connect.\n' +
        '3. We build, test with you and go live, usually within 2-3 weeks.\n\n' +
        'If anything has changed since you wrote to us, just reply to this email.',
    ),
  },
  plan_ready: {
    subject: compile('Your automation plan for {{businessName}} is ready'),
    body: compile(
      'Hi {{businessName}} team,\n\nYour implementation plan is ready.{{#if summary}} It is attached to this email as a PDF.{{/if}}' +
        '{{#if summary}}\n\n{{summary}}{{/if}}' +
        '{{#if phases}}\n\nThe timeline at a glance:\n{{phases}}{{/if}}' +
        '\n\nReply to this email with any question, or to book the kick-off call, and we will take it from there.',
    ),
  },
  follow_up: {
    subject: compile('Following up on your automation plan, {{businessName}}'),
    body: compile(
      'Hi {{businessName}} team,\n\nWe wanted to follow up on the automation plan we put together for you. ' +
        'Most businesses like yours see the first results within weeks of going live, and your goals ({{goals}}) are a good fit ' +
        'for what we build.\n\nWould you like to go through the plan on a short call this week? Reply with a time that suits you, ' +
        'and we will send an invite.',
    ),
  },
  custom: {
    subject: compile('{{customSubject}}'),
    body: compile('Hi {{businessName}} team,\n\n[Write your message here.]'),
  },
};

/**
 * The catalog engine's draft of an agency email to a business: a subject and a plain-text body with the
 * business's own details, for the admin to edit before sending. Used when no LLM is configured, and as the
 * fallback when the LLM answers badly or not in time.
 */
export function composeEmail({ business, emailType, customSubject, planData }: EmailInput): GeneratedEmail {
  const template = templates[emailType];
  const values = {
    businessName: business.businessName,
    goals: sentenceList(business.primaryGoals.map((goal) => goal.toLowerCase())),
    customSubject: customSubject?.trim() || `A note for ${business.businessName}`,
    summary: planData ? clip(planData.executiveSummary, MAX_SUMMARY) : '',
    phases: planData ? planData.implementationTimeline.map((p) => `- ${p.phase}: ${p.title}`).join('\n') : '',
  };
  return { subject: template.subject(values), body: template.body(values) + SIGNATURE };
}

const planOnItsWay = {
  subject: compile('Your automation plan for {{businessName}} is on its way'),
  body: compile(
    'Hi {{businessName}} team,\n\nThank you for choosing your automations: {{workflows}}.\n\n' +
      'We are writing your implementation plan now. It will arrive at this address as a PDF, usually within minutes.\n\n' +
      'Reply to this email with any question in the meantime.',
  ),
};

/** The email a lead gets as soon as it chose its workflows: the plan the wizard promised is being written. */
export function composePlanOnItsWay({ business, workflowTitles }: { business: BusinessProfile; workflowTitles: readonly string[] }): GeneratedEmail {
  const values = { businessName: business.businessName, workflows: sentenceList([...workflowTitles]) };
  return { subject: planOnItsWay.subject(values), body: planOnItsWay.body(values) + SIGNATURE };
}
