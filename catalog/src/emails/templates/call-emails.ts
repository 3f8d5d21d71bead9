import type { EmailTemplates } from './email-template';

const hi = 'Hi {{businessName}} team,';
const join = 'Join: {{meetingLink}}';
const agenda = '{{#if agenda}}Agenda:\n{{agenda}}{{/if}}';
const attached = 'The invite is attached: add it to your calendar.';
const soon = '{{#if (eq lead "24h")}}tomorrow{{else}}in an hour{{/if}}';
const selfService = ['{{#if selfService}}Need another time? {{selfService.reschedule}}{{/if}}', '{{#if selfService}}Cannot make it? {{selfService.cancel}}{{/if}}'];
const bookedBy = '{{#if bookedBy}}Booked by {{bookedBy}} on the site.{{/if}}';

/** The booking page's hold, a call's invites (the ICS rides along) and its reminders. */
export const callEmails: EmailTemplates<'call-hold' | 'call-booked' | 'call-moved' | 'call-cancelled' | 'call-reminder'> = {
  'call-hold': {
    subject: 'Confirm your strategy call',
    paragraphs: [
      'Hello,',
      'Somebody asked on our site for a 30-minute strategy call with this email address on {{when}}.',
      'To book it, open this link and confirm the call:',
      '{{link}}',
      'We keep the time for you for {{keptMinutes}} minutes; after that the link no longer works and the time is free again.',
      'If you did not ask for this call, ignore this email: nothing is booked without it.',
    ],
  },
  'call-booked': {
    subject: 'Call booked: {{when}}',
    paragraphs: [hi, 'We booked a {{callName}} with you on {{when}}.', join, agenda, attached, ...selfService, bookedBy],
  },
  'call-moved': {
    subject: 'Call moved: {{when}}',
    paragraphs: [hi, 'We moved our {{callName}} to {{when}}.', join, agenda, attached, ...selfService, bookedBy],
  },
  'call-cancelled': {
    subject: 'Call cancelled: {{when}}',
    paragraphs: [
      hi,
      'We cancelled our {{callName}} on {{when}}. We will be in touch to find another time.',
      'Your calendar will drop the event.',
      '{{#if bookAgain}}Book another time: {{bookAgain}}{{/if}}',
      bookedBy,
    ],
  },
  'call-reminder': {
    subject: `Reminder: our call ${soon}, {{when}}`,
    paragraphs: [hi, `A reminder: our {{callName}} is ${soon}, on {{when}}.`, join],
  },
};
