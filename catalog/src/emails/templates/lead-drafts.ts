import type { EmailType } from '@biz/contracts';

/**
 * The catalog engine's drafts of the agency's emails to a lead, which the admin edits before sending (plain
 * text), and the email a lead gets once it chose its workflows. No sign-off: the layout adds it as it sends.
 */
export const leadDrafts: Record<EmailType, { subject: string; body: string }> = {
  welcome: {
    subject: 'Welcome to BizAutomate, {{businessName}}',
    body:
      'Hi {{businessName}} team,\n\nThank you for telling us about your business. We read every submission ourselves, and yours ' +
      'gives us a clear picture: you want to {{goals}}.\n\nHere is what happens next:\n' +
      '1. We review the automations you chose and write your implementation plan.\n' +
      '2. We book a short call to confirm your goals, messages and the tools to connect.\n' +
      '3. We build, test with you and go live, usually within 2-3 weeks.\n\n' +
      'If anything has changed since you wrote to us, just reply to this email.',
  },
  plan_ready: {
    subject: 'Your automation plan for {{businessName}} is ready',
    body:
      'Hi {{businessName}} team,\n\nYour implementation plan is ready.{{#if summary}} It is attached to this email as a PDF.{{/if}}' +
      '{{#if summary}}\n\n{{summary}}{{/if}}' +
      '{{#if phases}}\n\nThe timeline at a glance:\n{{phases}}{{/if}}' +
      '\n\nReply to this email with any question, or to book the kick-off call, and we will take it from there.',
  },
  follow_up: {
    subject: 'Following up on your automation plan, {{businessName}}',
    body:
      'Hi {{businessName}} team,\n\nWe wanted to follow up on the automation plan we put together for you. ' +
      'Most businesses like yours see the first results within weeks of going live, and your goals ({{goals}}) are a good fit ' +
      'for what we build.\n\nWould you like to go through the plan on a short call this week? Reply with a time that suits you, ' +
      'and we will send an invite.',
  },
  custom: {
    subject: '{{customSubject}}',
    body: 'Hi {{businessName}} team,\n\n[Write your message here.]',
  },
};

export const planOnItsWay = {
  subject: 'Your automation plan for {{businessName}} is on its way',
  body:
    'Hi {{businessName}} team,\n\nThank you for choosing your automations: {{workflows}}.\n\n' +
    'We are writing your implementation plan now. It will arrive at this address as a PDF, usually within minutes.\n\n' +
    'Reply to this email with any question in the meantime.',
};
