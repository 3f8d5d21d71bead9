import { greeting, type EmailTemplates } from './email-template';

/** What the agency tells a client about its order, onboarding, support tickets, payments and automations. */
export const clientEmails: EmailTemplates<'order-refunded' | 'onboarding-link' | 'proposal-link' | 'proposal-signed' | 'support-reply' | 'payment-issue' | 'automation-notice'> = {
  'order-refunded': {
    subject: 'Your {{sprint}} has been refunded',
    paragraphs: [
      'Hi {{businessName}} team,',
      'We have refunded your {{sprint}} ({{amount}}) under our {{guaranteeDays}}-day money-back guarantee. The money goes back to the card you paid with; your bank shows it within a few business days.',
      'The automations of this sprint will not be delivered. If you change your mind, reply to this email.',
    ],
  },
  'onboarding-link': {
    subject: 'Your onboarding form for {{businessName}}',
    paragraphs: [
      'Hello,',
      'To start building your automations we need a few details about {{businessName}}. Please fill in your onboarding form online{{#if estimatedTime}} (about {{estimatedTime}}){{/if}}:',
      '{{url}}',
      'The link is yours alone and opens the form for {{linkDays}} days; you can come back to it to change your answers. Once you have signed in to your client portal, the form is there too.',
    ],
  },
  'proposal-link': {
    subject: 'Your proposal from BizAutomate for {{businessName}}',
    paragraphs: [
      'Hello,',
      'Here is our proposal for {{businessName}}{{#if replaces}} (version {{version}}, which replaces the one we sent before){{/if}}.{{#if message}}\n\n{{message}}{{/if}}',
      'Due on acceptance: {{dueOnAcceptance}}.{{#if monthly}} Then {{monthly}} a month for the plan that runs your automations.{{/if}}',
      'Read it, and accept it by typing your name or decline it, here by {{validUntil}}:',
      '{{url}}',
      'The link is yours alone. If you have questions, reply to this email.',
    ],
  },
  'proposal-signed': {
    subject: 'Your signed proposal for {{businessName}}',
    paragraphs: [
      'Hello {{signerName}},',
      'Thank you: you accepted version {{version}} of our proposal for {{businessName}} on {{signedAt}}. Your signed copy is attached, with the fingerprint (SHA-256) of the exact document you signed.',
      'Due on acceptance: {{dueOnAcceptance}}. We will be in touch about the payment and the next steps. If anything in it is not as you expected, reply to this email.',
    ],
  },
  'support-reply': {
    subject: 'Re: {{subject}}',
    paragraphs: [
      'Hello,',
      'The BizAutomate team replied to your support ticket "{{subject}}":',
      '{{message}}',
      'Read the whole thread and answer it in the Support tab of your client portal: {{portalUrl}}',
    ],
  },
  'payment-issue': {
    subject: '{{#if (eq issue "payment_failed")}}Your {{plan}} plan payment failed{{else}}Confirm the payment for your {{plan}} plan{{/if}}',
    paragraphs: [greeting, '{{message}}.', 'Open it here: {{portalUrl}}'],
  },
  'automation-notice': {
    subject: '{{message}}',
    paragraphs: [greeting, '{{message}}.', 'See it on your dashboard: {{portalUrl}}'],
  },
};
