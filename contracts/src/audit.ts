import type { SessionKind } from './auth/auth-user';

/**
 * Who did it: the agency, a client, or the system on its own (a link made at sign-up). An agency event
 * also names the staff account that signed in (none: the owner's bootstrap password sign-in).
 */
export type AuditActor = 'admin' | 'client' | 'system';

/** Flat facts about an event (names, counts, reasons); never secrets. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * Every audit action once, grouped by what its subject id names (stored beside it as `subject_kind`):
 * a submission, a client account, a staff account, or nothing (the agency's own sign-in, an export of many).
 */
export const AuditActionsBySubject = {
  submission: [
    'submission.viewed',
    'submission.deleted',
    'plan.downloaded',
    'email.queued',
    'call.booked',
    'call.moved',
    'call.cancelled',
    'onboarding-form.generated',
    'onboarding-link.sent',
    'onboarding-link.withdrawn',
    'onboarding-answers.submitted',
    'onboarding-answers.updated',
    'automation.updated',
    'automation.resume-requested',
    'automation.token-issued',
    'automation.first-run',
    'automation.run-voided',
    'business.created-by-hand',
    'business.merged',
    'business.merge-undone',
    'business.follow-up-set',
    'business.activity-logged',
    'task.created',
    'task.updated',
    'task.completed',
    'task.reopened',
    'task.deleted',
    'proposal.drafted',
    'proposal.updated',
    'proposal.sent',
    'proposal.withdrawn',
    'proposal.accepted',
    'proposal.declined',
    'proposal.expired',
    'proposal.downloaded',
    'checkout.recovery-sent',
    'checkout.recovery-withdrawn',
  ],
  account: [
    'account.signup',
    'account.signup-existing',
    'account.login',
    'account.login-failed',
    'account.logout',
    'account.linked',
    'account.unlinked',
    'account.verification-sent',
    'account.email-verified',
    'account.password-reset-requested',
    'account.password-reset',
    'account.password-changed',
    'account.email-change-asked',
    'account.email-changed',
    'account.email-change-declined',
    'account.email-change-undone',
    'account.password-replaced',
    'account.verification-declined',
    'account.sessions-ended',
    'account.hour-value-set',
    'account.invited',
    'ticket.opened',
    'ticket.answered',
    'ticket.replied',
    'ticket.closed',
    'ticket.reopened',
  ],
  staff: ['staff.invited', 'staff.invite-withdrawn', 'staff.joined', 'staff.removed', 'staff.login-failed', 'staff.recovery-code-used', 'staff.password-changed', 'staff.sso-refused', 'staff.sso-policy-changed'],
  // A sprint order's: its business shows it through the order (the record's timeline reads the refund off it).
  none: ['admin.login', 'admin.login-failed', 'admin.logout', 'account.signup-refused', 'submissions.exported', 'order.refunded', 'sprint.workflows-chosen'],
} as const;

type ActionsBySubject = typeof AuditActionsBySubject;
export type AuditSubjectKind = Exclude<keyof ActionsBySubject, 'none'>;
export type SubmissionAuditAction = ActionsBySubject['submission'][number];
export type AccountAuditAction = ActionsBySubject['account'][number];

/**
 * What of its client account's life a business's timeline shows (the account is the business's, once it
 * signed up with its email), its support tickets too; sign-ins and sign-outs stay in the audit trail.
 */
export const ACCOUNT_EVENTS_ON_BUSINESS_TIMELINE: readonly AccountAuditAction[] = [
  'account.signup',
  'account.signup-existing',
  'account.verification-sent',
  'account.email-verified',
  'account.email-change-asked',
  'account.email-changed',
  'account.email-change-declined',
  'account.email-change-undone',
  'account.password-replaced',
  'account.verification-declined',
  'account.linked',
  'account.unlinked',
  'account.password-reset',
  'account.password-changed',
  'account.hour-value-set',
  'account.invited',
  'ticket.opened',
  'ticket.answered',
  'ticket.replied',
  'ticket.closed',
  'ticket.reopened',
];
export type AuditAction = ActionsBySubject[keyof ActionsBySubject][number];

export const AuditActions: readonly AuditAction[] = Object.values(AuditActionsBySubject).flat();

export const isAuditAction = (action: string): action is AuditAction => (AuditActions as readonly string[]).includes(action);

/** The kind of subject an action's subject id names (null: it names none). */
export function auditSubjectKindOf(action: AuditAction): AuditSubjectKind | null {
  const kind = (Object.keys(AuditActionsBySubject) as (keyof ActionsBySubject)[]).find((group) => (AuditActionsBySubject[group] as readonly string[]).includes(action));
  return kind && kind !== 'none' ? kind : null;
}

/** A session's start and end, per kind of session. */
export const SessionAuditAction = {
  admin: { login: 'admin.login', logout: 'admin.logout' },
  client: { login: 'account.login', logout: 'account.logout' },
} as const satisfies Record<SessionKind, { login: AuditAction; logout: AuditAction }>;
