import { z } from 'zod';
import { EntityId } from '../common';
import { businessRecordPath, BusinessRecordSections } from '../pages/page-paths';

/**
 * What the agency is told about, by event. Each event belongs to one kind, and a member chooses per kind
 * which also come by email ("a ticket or a reply" is one choice, so is "a call booked or moved").
 */
export const NotificationEvents = ['new-lead', 'sprint-paid', 'sprint-refunded', 'ticket-opened', 'ticket-answered', 'call-booked', 'call-moved', 'automation-first-report', 'run-report-refused'] as const;
export const NotificationEvent = z.enum(NotificationEvents);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

export const NotificationKinds = ['new-lead', 'sprint-paid', 'refund', 'ticket', 'call', 'automation-first-report', 'run-report-out-of-bounds'] as const;
export const NotificationKind = z.enum(NotificationKinds);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const NotificationKindOfEvent: Record<NotificationEvent, NotificationKind> = {
  'new-lead': 'new-lead',
  'sprint-paid': 'sprint-paid',
  'sprint-refunded': 'refund',
  'ticket-opened': 'ticket',
  'ticket-answered': 'ticket',
  'call-booked': 'call',
  'call-moved': 'call',
  'automation-first-report': 'automation-first-report',
  // Until run reports have bounds of their own, "out of bounds" is what the run-report check refuses from a
  // platform holding a valid token: a time in the future, before the automation went live, or while it is not live.
  'run-report-refused': 'run-report-out-of-bounds',
};

/** How each kind is named in the preferences form. */
export const NotificationKindLabel: Record<NotificationKind, string> = {
  'new-lead': 'A new lead',
  'sprint-paid': 'A sprint paid',
  refund: 'A refund',
  ticket: 'A ticket or a reply from a client',
  call: 'A call booked or moved',
  'automation-first-report': 'An automation reporting for the first time',
  'run-report-out-of-bounds': 'A run report out of bounds',
};

/** The notification's headline, in the bell and in the email's subject. */
export const NotificationHeadline: Record<NotificationEvent, string> = {
  'new-lead': 'New lead',
  'sprint-paid': 'Sprint paid',
  'sprint-refunded': 'Sprint refunded',
  'ticket-opened': 'New ticket',
  'ticket-answered': 'Client replied to a ticket',
  'call-booked': 'Call booked',
  'call-moved': 'Call moved',
  'automation-first-report': 'Automation reported its first runs',
  'run-report-refused': 'Run report refused',
};

/**
 * The sections of a business's record page a notification opens (the record page's own addresses,
 * `/admin/businesses/:id/<section>`; `overview` is the page itself).
 */
export const NotificationSection = z.enum(['overview', ...BusinessRecordSections]).extract(['overview', 'orders', 'tickets', 'calls', 'automations']);
export type NotificationSection = z.infer<typeof NotificationSection>;

export const NotificationSectionOfEvent: Record<NotificationEvent, NotificationSection> = {
  'new-lead': 'overview',
  'sprint-paid': 'orders',
  'sprint-refunded': 'orders',
  'ticket-opened': 'tickets',
  'ticket-answered': 'tickets',
  'call-booked': 'calls',
  'call-moved': 'calls',
  'automation-first-report': 'automations',
  'run-report-refused': 'automations',
};

/** The record address a notification opens: a business id, or a submission id (the page redirects it to its business). */
export const recordAddress = (recordId: string, section: NotificationSection) => businessRecordPath(recordId, section === 'overview' ? undefined : section);

/** The business of an event that names none (an order taken without a lead's details). */
export const UNKNOWN_BUSINESS = 'Business not known';

/** A member sees at most this many notifications a page. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** One notification of one member. `recordId`: the business (or one of its submissions); null when the event names none (a sprint paid by someone who never submitted). */
export const StaffNotification = z.object({
  id: EntityId,
  event: NotificationEvent,
  kind: NotificationKind,
  headline: z.string(),
  businessName: z.string(),
  /** A short fact of the event (the automation's title, the ticket's subject, the call's time); null: none. */
  detail: z.string().nullable(),
  recordId: EntityId.nullable(),
  section: NotificationSection,
  /** Where it opens; null when there is no record to open. */
  href: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffNotification = z.infer<typeof StaffNotification>;

/** GET /api/admin/notifications: the caller's notifications, newest first, a page at a time (`before`: the last one's id). */
export const StaffNotificationsQuery = z.object({
  before: EntityId.optional(),
  limit: z.coerce.number().int('Ask for a whole number').min(1, 'Ask for at least 1').max(NOTIFICATIONS_PAGE_MAX, `Ask for at most ${NOTIFICATIONS_PAGE_MAX}`).optional(),
});
export type StaffNotificationsQuery = z.infer<typeof StaffNotificationsQuery>;

export const StaffNotificationsResponse = z.object({
  notifications: z.array(StaffNotification),
  unread: z.int().min(0),
  /** Give it as `before` for the next page; null: this was the last. */
  nextBefore: EntityId.nullable(),
});
export type StaffNotificationsResponse = z.infer<typeof StaffNotificationsResponse>;

export const StaffNotificationParams = z.object({ id: EntityId });
export type StaffNotificationParams = z.infer<typeof StaffNotificationParams>;

/** POST …/:id/read and …/read-all: how many are unread after it. */
export const StaffNotificationsReadResponse = z.object({ unread: z.int().min(0) });
export type StaffNotificationsReadResponse = z.infer<typeof StaffNotificationsReadResponse>;

/** GET and PUT /api/admin/notifications/preferences: the kinds that also come by email. */
export const StaffNotificationPreferences = z.object({ emailKinds: z.array(NotificationKind).max(NotificationKinds.length) });
export type StaffNotificationPreferences = z.infer<typeof StaffNotificationPreferences>;

/** The preferences' answer also says whether email can reach the member (the owner's bootstrap sign-in has no address). */
export const StaffNotificationPreferencesResponse = StaffNotificationPreferences.extend({ canEmail: z.boolean() });
export type StaffNotificationPreferencesResponse = z.infer<typeof StaffNotificationPreferencesResponse>;

/** GET /api/admin/notifications/stream (Server-Sent Events): the stream's text; each event named `NOTIFICATION_STREAM_EVENT`, its data a `StaffNotification`. */
export const StaffNotificationStreamResponse = z.string();
export type StaffNotificationStreamResponse = z.infer<typeof StaffNotificationStreamResponse>;
export const NOTIFICATION_STREAM_EVENT = 'notification';
/** Seconds between the stream's comments that keep idle proxies from closing it. */
export const NOTIFICATION_STREAM_HEARTBEAT_SECONDS = 20;
/** How often the open desk asks for its notifications when the stream cannot be opened. */
export const NOTIFICATION_POLL_MS = 15_000;
