import { z } from 'zod';
import { SprintOnRecord } from './sprint-work';
import { Cents, EntityId } from '../common';
import { Order, OrderStage } from '../billing/orders';
import { CallStatus, CallType, ScheduledCall } from './call';
import { AgencyEmailStatus, RecordEmail } from './email-log';
import { GenerationSource } from '../intake/generation';
import { SubmissionDetailResponse } from '../intake/internal-api';
import { PackageName } from '../lockin/packages';
import { Automation } from '../client/client-dashboard';
import { HourValue } from '../client/hour-value';
import { AgencyActor } from './agency-actor';
import { BusinessMerge } from './business-merges';
import { DeskTicketSummary } from './support-inbox';
import { PipelineStage, PipelineState, StageCause } from './pipeline';
import { BusinessNote, CalendarDay, FollowUp } from './follow-ups';
import { ActivityKind, TaskChange } from './business-tasks';
import { SubscriptionOfAccount } from '../billing/subscription';
import { OnboardingAnswersRecord } from './onboarding-answers';

const at = z.iso.datetime({ offset: true });
const orderFacts = { orderId: EntityId, package: PackageName, amountCents: Cents };

/** Absent: not the agency's doing (a client's, the system's), or recorded before the agency was named. */
const by = AgencyActor.optional();

/**
 * One thing that happened to a client business, for its profile's timeline. The page words each kind;
 * later issues add emails and calls.
 */
export const TimelineEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('submitted'), at }),
  z.object({ kind: z.literal('suggested'), at, source: GenerationSource, model: z.string() }),
  z.object({ kind: z.literal('selected'), at, workflows: z.array(z.string()), totalValue: Cents }),
  z.object({ kind: z.literal('planned'), at, source: GenerationSource, model: z.string() }),
  z.object({ kind: z.literal('order-started'), at, ...orderFacts, stage: OrderStage }),
  z.object({ kind: z.literal('order-paid'), at, ...orderFacts }),
  /** Not in the spec: the agency refunded the order (the whole amount), within the money-back guarantee. */
  z.object({ kind: z.literal('order-refunded'), at, ...orderFacts }),
  z.object({ kind: z.literal('email'), at, emailId: EntityId, subject: z.string(), status: AgencyEmailStatus, by }),
  /** A call booked (at: when it was booked) for `startsAt`; `status` is where it stands now. */
  z.object({ kind: z.literal('call'), at, callId: EntityId, callType: CallType, startsAt: at, timeZone: z.string(), status: CallStatus, by }),
  /** The business moved in the pipeline: by what happened (`cause`), or by someone at the agency (`by`). */
  z.object({ kind: z.literal('stage-moved'), at, from: PipelineStage, to: PipelineStage, cause: StageCause, reason: z.string().nullable(), by }),
  /** Someone at the agency set who owns the business and its next step (`owner`: the owner's name then). */
  z.object({ kind: z.literal('follow-up-set'), at, owner: z.string().nullable(), nextStep: z.string().nullable(), dueOn: CalendarDay.nullable(), by }),
  /** Someone at the agency added, changed, completed, reopened or deleted a task (`title`: the task's then). */
  z.object({ kind: z.literal('task'), at, change: TaskChange, title: z.string(), by }),
  /** A call or meeting that happened, logged by someone at the agency (`at`: when it happened). */
  z.object({ kind: z.literal('activity-logged'), at, activityId: EntityId, activity: ActivityKind, outcome: z.string(), notes: z.string().nullable(), by: AgencyActor }),
  /** A note the team wrote (plain text). */
  z.object({ kind: z.literal('note'), at, noteId: EntityId, body: z.string(), by: AgencyActor }),
  /** An audit event about this business: `action` is an `AuditAction` (any string here: a page built before a new action still shows its name). */
  z.object({ kind: z.literal('admin-action'), at, action: z.string(), by }),
]);
export type TimelineEvent = z.infer<typeof TimelineEvent>;
export type TimelineEventKind = TimelineEvent['kind'];

/** A client account as the agency sees it, with what its saved hour is worth. */
export const ClientAccountSummary = z.object({ id: EntityId, email: z.email(), businessName: z.string(), createdAt: at, emailNotifications: z.boolean(), emailVerified: z.boolean(), hourValue: HourValue });
export type ClientAccountSummary = z.infer<typeof ClientAccountSummary>;

/**
 * GET /api/admin/clients/:id/profile: the submission in full (svc-intake), the orders its email placed
 * (svc-billing), the agency's emails to it (newest first), and the timeline of all that with the agency's
 * actions, newest first.
 */
export const SubmissionProfileResponse = SubmissionDetailResponse.extend({
  orders: z.array(Order),
  /** Every email to the business, newest first: the agency's log (the product's own to the lead included) and billing's order confirmations. */
  emails: z.array(RecordEmail),
  calls: z.array(ScheduledCall),
  timeline: z.array(TimelineEvent),
  /**
   * The client account of the business's email once it signed up at /client (`emailVerified` false: it has
   * not proven the address, so it sees nothing of this business), and the automations the agency delivers.
   */
  account: ClientAccountSummary.nullable(),
  automations: z.array(Automation),
  /** Not in the spec: its paid sprints (from the orders of its addresses), newest first, with the automations each covers. */
  sprints: z.array(SprintOnRecord),
  /** Where the business stands with the agency. */
  pipeline: PipelineState,
  /** Its client account's support tickets, latest activity first (none without an account). */
  tickets: z.array(DeskTicketSummary),
  /** The addresses the agency merged into it, newest first (undone merges are not listed). */
  merges: z.array(BusinessMerge),
  /** Its client account's subscription (plan, status, what it brings a month, next invoice); null: none, no account, or one that has not proven the address. */
  subscription: SubscriptionOfAccount.omit({ accountId: true }).nullable(),
  /** Who at the agency owns it and its next open task. */
  followUp: FollowUp,
  /** The team's notes on it, oldest first. */
  notes: z.array(BusinessNote),
  /** The client's answers to its onboarding form (the latest, of any of its submissions); null: none yet. */
  onboarding: OnboardingAnswersRecord.nullable(),
  /** What its accepted proposals ask once, their setup or sprint (decision 066); their monthly plan counts once it is paid. */
  acceptedProposalsCents: Cents,
});
export type SubmissionProfileResponse = z.infer<typeof SubmissionProfileResponse>;

/** The admin dashboard with a business's profile open: what a new-submission alert links to. */
export const PROFILE_QUERY_PARAM = 'client';
export const adminProfilePath = (submissionId: string) => `/admin?${PROFILE_QUERY_PARAM}=${submissionId}`;
