import { z } from 'zod';
import { Cents, EntityId } from '../common';
import { Subscription } from '../billing/subscription';
import { PackageName } from '../lockin/packages';
import { HourValue } from './hour-value';

export const AutomationStatus = z.enum(['pending', 'in_progress', 'testing', 'live', 'paused']);
export type AutomationStatus = z.infer<typeof AutomationStatus>;

/** 'Pending Setup' and 'Live & Running' are the spec's words; the other three are not shown there. */
export const AutomationStatusLabel: Record<AutomationStatus, string> = {
  pending: 'Pending Setup',
  in_progress: 'In Progress',
  testing: 'Testing',
  live: 'Live & Running',
  paused: 'Paused',
};

/** SPEC §3 automation. Times saved are hours per week; money is cents; dates are ISO strings. */
export const Automation = z.object({
  id: EntityId,
  title: z.string(),
  description: z.string(),
  status: AutomationStatus,
  estimatedWeeklyTimeSaved: z.number().nonnegative(),
  /** Measured, not typed: the hours its reported runs saved in the last 7 days (null: it has reported no run since go-live). */
  actualWeeklyTimeSaved: z.number().nonnegative().nullable(),
  /** Not in the spec: the minutes one run saves, set by the agency (null: not set; a run then saves only the minutes it reports). */
  minutesPerRun: z.number().nonnegative().nullable(),
  /** Not in the spec: the most minutes one run can save, set by the agency (reports above it are refused). */
  runMinutesCeiling: z.number().positive(),
  /** Not in the spec: the runs its platform reported today and this week (the agency's days, `AGENCY_TIME_ZONE`; weeks from Monday); null until the first report. */
  reportedRuns: z.object({ today: z.number().int().nonnegative(), thisWeek: z.number().int().nonnegative() }).nullable(),
  /** Not in the spec: whether its savings come from reported runs or from the agency's estimate (shown as such). */
  savingsBasis: z.enum(['measured', 'estimated']),
  /** Not in the spec: when its current ingest token was issued (null: none; it cannot report runs yet). */
  ingestTokenIssuedAt: z.iso.datetime({ offset: true }).nullable(),
  setupCost: Cents,
  monthlyCost: Cents,
  progressPercent: z.number().int().min(0).max(100),
  goLiveDate: z.iso.date().nullable(),
  lastActivityAt: z.iso.datetime({ offset: true }).nullable(),
  /** Not in the spec: when the client asked the agency to resume it (paused), until the agency acts. */
  resumeRequestedAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Not in the spec: the paid sprint order that covers it (its one price; the automation has none of its
   * own), its 24-hour delivery clock (`dueAt`, paid at + 24 h) and whether the order was refunded. Null: an
   * automation of the client's selection, priced on its own.
   */
  sprint: z
    .object({ orderId: EntityId, package: PackageName, dueAt: z.iso.datetime({ offset: true }), refunded: z.boolean() })
    .nullable(),
  /** Not in the spec: the last day of its 30 days of support (SPEC §9), counted from go-live; null until it has a go-live date. */
  supportEndsOn: z.iso.date().nullable(),
});
export type Automation = z.infer<typeof Automation>;

/**
 * Not bought yet (issue 46, decision 064): an automation of the client's selection that no sprint covers and
 * the agency has not started. It shows as 'Proposed', not as SPEC's 'Pending Setup' of work that was sold.
 */
export const isProposed = (automation: Pick<Automation, 'sprint' | 'status'>): boolean => automation.sprint === null && automation.status === 'pending';
/** What the client reads for its state: 'Proposed' until bought, else its status's label. */
export const automationStateLabel = (automation: Pick<Automation, 'sprint' | 'status'>): string => (isProposed(automation) ? 'Proposed' : AutomationStatusLabel[automation.status]);

/** Only isRead is named by the spec (for the unread count); the rest is what a bell list needs. */
export const ClientNotification = z.object({
  id: EntityId,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ClientNotification = z.infer<typeof ClientNotification>;

/**
 * A paid sprint as the client sees it: what it covers and how many of its automations are chosen yet (a
 * walk-in buyer's are chosen with the agency after the payment). A sprint's automations are paid for by the
 * sprint: a plan's limit never counts them (the agency's go-live check counts only the account's own), so a
 * plan is for ongoing support and automations beyond them.
 */
export const ClientSprint = z.object({
  orderId: EntityId,
  package: PackageName,
  covers: z.number().int().positive(),
  chosen: z.number().int().nonnegative(),
  dueAt: z.iso.datetime({ offset: true }),
});
export type ClientSprint = z.infer<typeof ClientSprint>;

/** GET /api/client/dashboard. Savings in cents; totalTimesSaved in hours per week. */
export const ClientDashboardResponse = z.object({
  /**
   * `emailNotifications`: whether the agency's notices are also emailed (the client's choice).
   * `emailVerified`: until the address is proven, nothing of the business is linked and the portal asks for it.
   */
  client: z.object({ id: EntityId, businessName: z.string(), email: z.email(), emailVerified: z.boolean(), emailNotifications: z.boolean() }),
  automations: z.array(Automation),
  totalWeeklySavings: Cents,
  totalMonthlySavings: Cents,
  totalTimesSaved: z.number().nonnegative(),
  /** Not in the spec: what a saved hour is worth in every money figure above and below, and whose value it is. */
  hourValue: HourValue,
  /** Not named by the spec: the fourth card's count, computed with the other three. */
  liveAutomations: z.number().int().nonnegative(),
  /** Not in the spec: the account's paid sprints (its linked orders'), refunded ones left out. */
  sprints: z.array(ClientSprint),
  /** Not in the spec (it shows a placeholder): the Analytics tab's weeks since the first go-live. */
  savingsHistory: z.array(z.object({ weekStart: z.iso.date(), hours: z.number().nonnegative(), savingsCents: Cents })),
  subscription: Subscription.nullable(),
  /** Present (true) when billing could not be asked: `subscription` is then unknown, not absent. */
  subscriptionUnavailable: z.literal(true).optional(),
  notifications: z.array(ClientNotification),
});
export type ClientDashboardResponse = z.infer<typeof ClientDashboardResponse>;

export interface LiveAutomationCounts {
  onPlan: number;
  fromSprints: number;
}

/**
 * The live automations of the dashboard's Live Automations card, split as the plan sees them: a plan's limit
 * counts the account's own (`onPlan`, what the agency's go-live check counts), never a sprint's
 * (`fromSprints`, paid for by the sprint). The two add up to the card.
 */
export function liveAutomationCounts(automations: readonly Pick<Automation, 'status' | 'sprint'>[]): LiveAutomationCounts {
  const live = automations.filter((automation) => automation.status === 'live');
  const fromSprints = live.filter((automation) => automation.sprint).length;
  return { onPlan: live.length - fromSprints, fromSprints };
}

/** Unread count of the notification bell. */
export function unreadCount(notifications: readonly { isRead: boolean }[]): number {
  return notifications.filter((n) => !n.isRead).length;
}
