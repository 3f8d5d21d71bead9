import type { EmailTemplates } from './email-template';

/** To the agency and its staff: invitations, sign-in alerts and the notices of what clients and leads did. */
export const staffEmails: EmailTemplates<'staff-invite' | 'staff-sign-in-failures' | 'support-notice' | 'onboarding-answers' | 'proposal-accepted' | 'submission-alert' | 'staff-notification'> = {
  'staff-invite': {
    subject: 'Join the BizAutomate team',
    paragraphs: [
      'Hello,',
      'You are invited to join the BizAutomate agency desk as {{#if owner}}an owner{{else}}a member of staff{{/if}}. Open this link within {{hours}} hours to choose your password and set up your authenticator app:',
      '{{link}}',
      'If you did not expect this, ignore this email.',
    ],
  },
  'staff-sign-in-failures': {
    subject: 'Wrong sign-in codes on your BizAutomate account',
    paragraphs: [
      'Hello,',
      'Your BizAutomate desk password was given right, and then {{failures}} wrong codes or passwords followed (the last from {{address}}). Each new try now waits longer.',
      'If this was you, wait a little and sign in with a fresh code: {{loginUrl}}',
      'If it was not you, someone knows your password: sign in and change it now, and tell the owner of your team.',
    ],
  },
  'support-notice': {
    subject: 'Support: {{#if answer}}Re: {{/if}}{{subject}} ({{businessName}})',
    paragraphs: [
      '{{#if answer}}{{businessName}} ({{email}}) answered a support ticket:{{else}}A support ticket from {{businessName}} ({{email}}):{{/if}}',
      'Subject: {{subject}}',
      '{{message}}',
      'Reply from the Support tab of the admin desk: the client reads it in its portal and by email.',
    ],
  },
  'proposal-accepted': {
    subject: 'Proposal accepted: {{businessName}}',
    paragraphs: [
      'Hello,',
      '{{signerName}} accepted version {{version}} of the proposal for {{businessName}} on {{signedAt}}, by typing their name. The signed PDF is attached.',
      'Due on acceptance: {{dueOnAcceptance}}. The record: {{recordUrl}}',
    ],
  },
  'onboarding-answers': {
    subject: 'Onboarding answers {{#if updated}}updated{{else}}received{{/if}}: {{businessName}}',
    paragraphs: [
      '{{businessName}} {{#if updated}}updated its onboarding answers (they replace the earlier ones){{else}}sent its onboarding answers{{/if}}.',
      '{{#each sections}}{{#unless @first}}\n\n{{/unless}}{{title}}{{#each lines}}\n{{this}}{{/each}}{{/each}}',
      "The business's record in the desk: {{recordUrl}}",
    ],
  },
  'submission-alert': {
    subject: 'New submission: {{businessName}}',
    paragraphs: [
      '{{businessName}} ({{industry}}, {{companySize}}) just asked for an automation plan.',
      'Goals: {{goals}}',
      '{{#if painPoints}}Pain points: {{painPoints}}{{/if}}',
      'Contact: {{contactEmail}}',
      'Offered: {{offered}} in the first year, if they take every suggestion.',
      'Open the profile: {{profileUrl}}',
    ],
  },
  'staff-notification': {
    subject: '{{headline}}: {{businessName}}',
    paragraphs: [
      '{{headline}}: {{businessName}}{{#if detail}} ({{detail}}){{/if}}.',
      '{{#if recordUrl}}Open its record in the desk: {{recordUrl}}{{/if}}',
      'You get this email because you chose it in the desk. Change which notifications come by email from the bell at the top of the desk: {{deskUrl}}',
    ],
  },
};
