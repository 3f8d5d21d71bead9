import { TaskChanges, type AgencyEmail, type BusinessNote, type LoggedActivity, type Order, type ScheduledCall, type StageMove, type SubmissionDetailResponse, type TimelineEvent } from '@biz/contracts';
import type { NamedAuditEvent } from '../../shared/audit/audit-event.repository';

export interface SubmissionRecords {
  detail: SubmissionDetailResponse;
  orders: Order[];
  emails: AgencyEmail[];
  calls: ScheduledCall[];
  auditEvents: NamedAuditEvent[];
  /** The business's moves through the pipeline. */
  moves: StageMove[];
  notes: BusinessNote[];
  /** The calls and meetings the team logged. */
  activities: LoggedActivity[];
}

/** Who at the agency made the email or call `id` (its audit event names it in its details). */
function byWhom(auditEvents: NamedAuditEvent[], action: 'email.queued' | 'call.booked', detail: 'emailId' | 'callId', id: string) {
  const by = auditEvents.find((event) => event.action === action && event.details[detail] === id)?.by;
  return by ? { by } : {};
}

/** Strings of a follow-up's audit line, as recorded (`null` when left empty). */
const detailText = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Audit lines the timeline does not list as actions: an email or a booked call (events of their own), a
 * follow-up set (listed with what it was set to), a task's change (with its title), a logged call or meeting,
 * and a record opened, which is the audit trail's, not the business's story (three views in two minutes said
 * nothing; issue 45).
 */
const notActions = new Set(['email.queued', 'call.booked', 'business.follow-up-set', 'business.activity-logged', 'submission.viewed', ...TaskChanges.map((change) => `task.${change}`)]);
const taskChangeOf = (action: string) => TaskChanges.find((change) => action === `task.${change}`);

/** What happened in the submission's own order, for events at the same instant. */
function inOrderOfHappening({ detail, orders, emails, calls, auditEvents, moves, notes, activities }: SubmissionRecords): TimelineEvent[] {
  const { submission, generations, selectedAt, selectedWorkflows, business } = detail;
  return [
    // Every submission of the business (its history is newest first).
    ...business.submissions.toReversed().map((made): TimelineEvent => ({ kind: 'submitted', at: made.createdAt })),
    ...generations.map(({ kind, createdAt: at, source, model }): TimelineEvent => (kind === 'suggestions' ? { kind: 'suggested', at, source, model } : { kind: 'planned', at, source, model })),
    ...(selectedAt ? [{ kind: 'selected' as const, at: selectedAt, workflows: selectedWorkflows.map((w) => w.title), totalValue: submission.totalValue }] : []),
    ...orders.flatMap((order): TimelineEvent[] => {
      const facts = { orderId: order.id, package: order.package, amountCents: order.amountCents };
      return [
        { kind: 'order-started', at: order.createdAt, ...facts, stage: order.stage },
        ...(order.paidAt ? [{ kind: 'order-paid' as const, at: order.paidAt, ...facts }] : []),
        ...(order.refundedAt ? [{ kind: 'order-refunded' as const, at: order.refundedAt, ...facts }] : []),
      ];
    }),
    ...emails.map((email): TimelineEvent => ({ kind: 'email', at: email.createdAt, emailId: email.id, subject: email.subject, status: email.status, ...byWhom(auditEvents, 'email.queued', 'emailId', email.id) })),
    ...calls.map((call): TimelineEvent => ({ kind: 'call', at: call.createdAt, callId: call.id, callType: call.callType, startsAt: call.startsAt, timeZone: call.timeZone, status: call.status, ...byWhom(auditEvents, 'call.booked', 'callId', call.id) })),
    // A move comes after what made it (same transaction or later), so it is listed after those.
    ...moves.map((move): TimelineEvent => ({ kind: 'stage-moved', ...move })),
    ...notes.map(({ id, at, body, by }): TimelineEvent => ({ kind: 'note', at, noteId: id, body, by })),
    ...activities.map(({ id, kind, happenedAt, outcome, notes: said, by }): TimelineEvent => ({ kind: 'activity-logged', at: happenedAt, activityId: id, activity: kind, outcome, notes: said, by })),
    ...auditEvents
      .filter((event) => event.action === 'business.follow-up-set')
      .map(({ occurredAt, details, by }): TimelineEvent => ({ kind: 'follow-up-set', at: occurredAt.toISOString(), owner: detailText(details.owner), nextStep: detailText(details.nextStep), dueOn: detailText(details.dueOn), ...(by ? { by } : {}) })),
    ...auditEvents.flatMap(({ occurredAt, action, details, by }): TimelineEvent[] => {
      const change = taskChangeOf(action);
      return change ? [{ kind: 'task', at: occurredAt.toISOString(), change, title: detailText(details.title) ?? '', ...(by ? { by } : {}) }] : [];
    }),
    // An email or a booked call is its own event: its audit line would say it twice. (A move or a cancellation stays an action.)
    ...auditEvents.filter((event) => !notActions.has(event.action)).map((event): TimelineEvent => ({ kind: 'admin-action', at: event.occurredAt.toISOString(), action: event.action, ...(event.by ? { by: event.by } : {}) })),
  ];
}

/** A submission's timeline, newest first; of two events at the same instant, the later one first. */
export function submissionTimeline(records: SubmissionRecords): TimelineEvent[] {
  return inOrderOfHappening(records)
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ event }) => event);
}
