import type { EmailTemplates } from './email-template';

const notYou = 'If it was not you, ignore this email: your account stays as it is.';

/** A client account's emails about itself: one-time links and what was done with its address. */
export const accountEmails: EmailTemplates<
  | 'account-confirm-email'
  | 'account-confirm-new-email'
  | 'account-address-taken'
  | 'account-email-changed'
  | 'account-signup-attempted'
  | 'account-password-reset'
  | 'account-portal-invitation'
> = {
  'account-confirm-email': {
    subject: 'Confirm your email address',
    paragraphs: [
      'Hello,',
      'A BizAutomate client account was given this email address on {{createdAt}}. If that was you, confirm it within {{hours}} hours:',
      '{{link}}',
      'Once it is confirmed, the plan, orders and automations of your business appear in your client portal.',
      'If it was not you, open the link and press "This wasn\'t me": the account is taken off your address. Until the address is confirmed, nothing of your business is linked to it.',
    ],
  },
  'account-portal-invitation': {
    subject: 'Your client portal is ready',
    paragraphs: [
      'Hello,',
      'Thank you for buying the {{sprint}}. Your client portal is ready: follow your sprint there, see your automations as they go live and the time they save, and write to us.',
      'Choose your password within {{days}} days:',
      '{{link}}',
      'The link is for this email address only: opening it proves the address is yours. If it runs out, use "Forgot password" on the sign-in page with this address.',
    ],
  },
  'account-confirm-new-email': {
    subject: 'Confirm your new email address',
    paragraphs: [
      'Hello,',
      'On {{askedAt}} a BizAutomate client account asked to move to this email address. If that was you, confirm it within {{hours}} hours:',
      '{{link}}',
      'Until then the account keeps its former address.',
      'If it was not you, open the link and press "This wasn\'t me", or ignore this email: nothing of yours is linked to that account.',
    ],
  },
  'account-address-taken': {
    subject: 'Someone asked to use your email address',
    paragraphs: [
      'Hello,',
      'Someone asked to move another BizAutomate client account to this email address, which already has an account. Nothing was changed.',
      'If it was you, sign in with this address instead: {{loginUrl}}',
      notYou,
    ],
  },
  'account-email-changed': {
    subject: 'Your email address was changed',
    paragraphs: [
      'Hello,',
      'The email address of your BizAutomate client account was changed to {{newEmail}}.',
      'If you did not do this, take the account back to this address within {{undoDays}} days: every session is then signed out and you choose a new password.',
      '{{undoLink}}',
      'If it was you, there is nothing to do.',
    ],
  },
  'account-signup-attempted': {
    subject: 'Someone tried to sign up with your email address',
    paragraphs: [
      'Hello,',
      'Someone tried to create a BizAutomate client account with this email address, which already has one. Nothing was changed.',
      'If it was you, sign in here: {{loginUrl}}',
      'Forgot your password? Choose a new one within {{resetMinutes}} minutes with this link:',
      '{{resetLink}}',
      notYou,
    ],
  },
  'account-password-reset': {
    subject: 'Choose a new password',
    paragraphs: [
      'Hello,',
      'Someone (we hope you) asked to choose a new password for your BizAutomate client account. Open this link within {{resetMinutes}} minutes:',
      '{{resetLink}}',
      'If it was not you, ignore this email: your password stays as it is.',
    ],
  },
};
