import { z } from 'zod';
import { CallReminderLead } from '../jobs/admin-jobs';
import { PaymentIssue } from '../billing/subscription';

/**
 * Every email the product writes, by kind, with the data its template takes (decision 049). A service
 * sends the data; the words are the templates' (`@biz/catalog`'s `renderEmail`), the letterhead the
 * worker's. Values arrive worded (a date as the reader sees it, an amount in dollars), never as copy.
 */
const line = z.string().min(1);
const link = z.url();
const count = z.int().min(0);

/** Who a client email greets: by business once the address is proven, else anyone ("Hello,"). */
export const EmailRecipient = z.object({ businessName: line, emailVerified: z.boolean() });

/**
 * A call's invite; a call booked on the site also gives the visitor its signed links (or, cancelled, the
 * booking page), and tells the agency's copy who booked it.
 */
const CallInviteEmail = z.object({
  businessName: line,
  callName: line,
  when: line,
  meetingLink: link,
  agenda: z.string().nullable(),
  selfService: z.object({ reschedule: link, cancel: link }).nullable().default(null),
  bookAgain: link.nullable().default(null),
  bookedBy: line.nullable().default(null),
});

export const EmailKinds = {
  'call-hold': z.object({ when: line, link, keptMinutes: count }),
  'call-booked': CallInviteEmail,
  'call-moved': CallInviteEmail,
  'call-cancelled': CallInviteEmail,
  'call-reminder': z.object({ businessName: line, callName: line, when: line, meetingLink: link, lead: CallReminderLead }),
  'order-refunded': z.object({ businessName: line, sprint: line, amount: line, guaranteeDays: count }),
  'onboarding-link': z.object({ businessName: line, estimatedTime: z.string().nullable(), url: link, linkDays: count }),
  'proposal-link': z.object({
    businessName: line,
    version: z.int().positive(),
    /** A later version: the email says it replaces the one before. */
    replaces: z.boolean(),
    dueOnAcceptance: line,
    monthly: z.string().nullable(),
    validUntil: line,
    message: z.string().nullable(),
    url: link,
  }),
  'proposal-signed': z.object({ businessName: line, version: z.int().positive(), signerName: line, signedAt: line, dueOnAcceptance: line }),
  'proposal-accepted': z.object({ businessName: line, version: z.int().positive(), signerName: line, signedAt: line, dueOnAcceptance: line, recordUrl: link }),
  'onboarding-answers': z.object({ businessName: line, updated: z.boolean(), sections: z.array(z.object({ title: line, lines: z.array(z.string()) })), recordUrl: link }),
  'support-notice': z.object({ businessName: line, email: line, subject: line, message: line, answer: z.boolean() }),
  'support-reply': z.object({ subject: line, message: line, portalUrl: link }),
  'account-confirm-email': z.object({ createdAt: line, hours: count, link }),
  'account-confirm-new-email': z.object({ askedAt: line, hours: count, link }),
  'account-address-taken': z.object({ loginUrl: link }),
  'account-email-changed': z.object({ newEmail: line, undoDays: count, undoLink: link }),
  'account-signup-attempted': z.object({ loginUrl: link, resetMinutes: count, resetLink: link }),
  'account-password-reset': z.object({ resetMinutes: count, resetLink: link }),
  'account-portal-invitation': z.object({ sprint: line, days: count, link }),
  'payment-issue': z.object({ recipient: EmailRecipient, issue: PaymentIssue, plan: line, message: line, portalUrl: link }),
  'automation-notice': z.object({ recipient: EmailRecipient, message: line, portalUrl: link }),
  'staff-invite': z.object({ owner: z.boolean(), hours: count, link }),
  'staff-sign-in-failures': z.object({ failures: count, address: line, loginUrl: link }),
  'staff-notification': z.object({ headline: line, businessName: line, detail: z.string().nullable(), recordUrl: link.nullable(), deskUrl: link }),
  'submission-alert': z.object({ businessName: line, industry: line, companySize: line, goals: line, painPoints: z.string().nullable(), contactEmail: line, offered: line, profileUrl: link }),
  'order-confirmation': z.object({
    /** `orderConfirmationSubject`: billing's order page names the email by it too. */
    subject: line,
    businessName: line,
    packageTitle: line,
    inclusions: z.array(line),
    amountPaid: line,
    paidOn: line,
    orderReference: line,
    /** How many automations the sprint builds: "Your automation is" for one, "Your 3 automations are" for more. */
    automations: count,
    oneAutomation: z.boolean(),
    deliveryHours: count,
    supportDays: count,
    guaranteeDays: count,
    supportHours: line,
    /** The first-response promise in words ('within 2 hours'). */
    firstResponseWithin: line,
    /** 'Monday, December 14': the day the sprint starts when the week it was paid in was full (decision 065); null: at once. */
    startsOn: line.nullable(),
  }),
} as const;

export type EmailKind = keyof typeof EmailKinds;
export type EmailData<K extends EmailKind> = z.input<(typeof EmailKinds)[K]>;
