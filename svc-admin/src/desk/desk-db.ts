import type { ProposalDocument, ProposalItem, ProposalStatus, ProposalTerms, ActivityKind, CallReminderLead, CallStatus, CallType, GenerationSource, NotificationEvent, NotificationKind, OnboardingAnswers, OnboardingAnswersVia, OnboardingForm, PipelineStage, StageCause, TaskType, WalkInAnswers } from '@biz/contracts';
import type { SchemaDescription } from '@biz/server-kit';
import type { Generated, GeneratedAlways, JSONColumnType } from 'kysely';

/** The desk's tables (the agency's context): a desk repository's database is `Kysely<DeskDb>`, or `Kysely<DeskDb & SharedDb>` where it reads the shared ones. */
export interface DeskDb {
  business_stages: BusinessStagesTable;
  stage_moves: StageMovesTable;
  business_merges: BusinessMergesTable;
  business_follow_ups: BusinessFollowUpsTable;
  business_notes: BusinessNotesTable;
  business_tasks: BusinessTasksTable;
  proposals: ProposalsTable;
  business_activities: BusinessActivitiesTable;
  morning_digests: MorningDigestsTable;
  email_templates: EmailTemplatesTable;
  calls: CallsTable;
  call_reminders: CallRemindersTable;
  call_holds: CallHoldsTable;
  onboarding_forms: OnboardingFormsTable;
  onboarding_answers: OnboardingAnswersTable;
  onboarding_link_versions: OnboardingLinkVersionsTable;
  onboarding_link_uses: OnboardingLinkUsesTable;
  staff_notifications: StaffNotificationsTable;
  staff_notification_emails: StaffNotificationEmailsTable;
}

/** One member's notification of one event (`member`: a staff account's id, or `owner-password`). */
export interface StaffNotificationsTable {
  id: Generated<string>;
  member: string;
  event: NotificationEvent;
  /** What makes the event one (the submission, order, ticket message…): unique per member with the event. */
  event_key: string;
  record_id: string | null;
  business_name: string;
  detail: string | null;
  created_at: Generated<Date>;
  read_at: Date | null;
}

/** A kind of notification a member also wants by email. */
export interface StaffNotificationEmailsTable {
  member: string;
  kind: NotificationKind;
}

/** Where a business (svc-intake's business id; no foreign key across contexts) stands; none: New. */
export interface BusinessStagesTable {
  business_id: string;
  stage: PipelineStage;
  /** When it got there; null for a business that is still New. */
  since: Date | null;
  /** Set exactly when Lost. */
  lost_reason: string | null;
}

/** Every move of a business through the pipeline; `actor_staff_id` names who moved it by hand (null: the bootstrap owner, or a happening). */
export interface StageMovesTable {
  id: GeneratedAlways<string>;
  business_id: string;
  from_stage: PipelineStage;
  to_stage: PipelineStage;
  cause: StageCause;
  reason: string | null;
  actor_staff_id: string | null;
  moved_at: Generated<Date>;
}

/** A merge the agency made: the addresses of `merged_business_id` that joined `business_id` (both svc-intake's ids). */
export interface BusinessMergesTable {
  id: Generated<string>;
  business_id: string;
  merged_business_id: string;
  /** The submission whose record it was made on: the audit trail's subject for the merge and its undo. */
  submission_id: string;
  emails: JSONColumnType<string[]>;
  /** Who merged (null: the bootstrap owner). */
  merged_by: string | null;
  merged_at: Generated<Date>;
  undone_at: Date | null;
}

/** Who owns a business (svc-intake's business id); none: nobody. */
export interface BusinessFollowUpsTable {
  business_id: string;
  owner_staff_id: string | null;
  updated_at: Generated<Date>;
}

/** A version of a business's proposal (decision 066); staff ids null: the bootstrap owner. */
export interface ProposalsTable {
  id: Generated<string>;
  business_id: string;
  /** The submission whose plan it was drafted from, which SPEC's desk paths name. */
  submission_id: string;
  version: number;
  status: Generated<ProposalStatus>;
  items: JSONColumnType<ProposalItem[]>;
  terms: JSONColumnType<ProposalTerms>;
  /** The last day it may be accepted, in the agency's zone, 'YYYY-MM-DD'. */
  valid_until: string;
  message: Generated<string>;
  created_at: Generated<Date>;
  created_by: string | null;
  sent_at: Date | null;
  sent_by: string | null;
  /** As sent, and its SHA-256 (hex) over its RFC 8785 canonical JSON: what a signature names. */
  document: JSONColumnType<ProposalDocument> | null;
  document_hash: string | null;
  signer_name: string | null;
  signed_at: Date | null;
  signer_address: string | null;
  signer_agent: string | null;
  closed_at: Date | null;
  close_reason: string | null;
}

/** A task on a business; the staff ids null: nobody (owner), the bootstrap owner (done by, created by). */
export interface BusinessTasksTable {
  id: Generated<string>;
  business_id: string;
  title: string;
  type: TaskType;
  /** A day in the agency's zone, 'YYYY-MM-DD'. */
  due_on: string;
  /** 'HH:MM' on the agency's clock. */
  due_time: string | null;
  owner_staff_id: string | null;
  repeat_every: number | null;
  repeat_unit: 'day' | 'week' | null;
  done_at: Date | null;
  done_by_staff_id: string | null;
  next_task_id: string | null;
  created_by_staff_id: string | null;
  from_next_step: Generated<boolean>;
  created_at: Generated<Date>;
  /** The paid order whose delivery the desk set this task for (one per order); null: a member's task. */
  for_order_id: string | null;
}

/** A call or meeting the team logged after it happened; `logged_by_staff_id` null: the bootstrap owner. */
export interface BusinessActivitiesTable {
  id: Generated<string>;
  business_id: string;
  kind: ActivityKind;
  happened_at: Date;
  outcome: string;
  notes: string | null;
  logged_by_staff_id: string | null;
  created_at: Generated<Date>;
}

/** A note the team wrote on a business (plain text); `author_staff_id` null: the bootstrap owner. */
export interface BusinessNotesTable {
  id: Generated<string>;
  business_id: string;
  body: string;
  author_staff_id: string | null;
  created_at: Generated<Date>;
  /** The words of its body (a generated column, for the desk's search). */
  search_words: GeneratedAlways<string>;
}

/** The morning digests sent: one per staff member and day of the agency's zone. */
export interface MorningDigestsTable {
  staff_account_id: string;
  day: string;
  email_id: string | null;
  created_at: Generated<Date>;
}

/** The agency's wording of a templated email; no row: the default from contracts. */
export interface EmailTemplatesTable {
  kind: 'checkout_recovery';
  subject: string;
  body: string;
  /** Who saved it (null: the bootstrap owner, or a removed staff account). */
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface CallsTable {
  id: Generated<string>;
  submission_id: string;
  call_type: CallType;
  duration_minutes: number;
  starts_at: Date;
  /** The wall date ('YYYY-MM-DD', text: pg would turn a date column into a Date at local midnight) and time it was booked at, in `time_zone`. */
  scheduled_date: string;
  scheduled_time: string;
  time_zone: string;
  agenda: string | null;
  notes: string | null;
  meeting_link: string;
  status: Generated<CallStatus>;
  /** The invite's SEQUENCE: raised at each reschedule and at the cancellation. */
  sequence: Generated<number>;
  /** The calendar the call is on (the agency's one today): booked calls on one calendar cannot overlap. */
  calendar: Generated<string>;
  /** starts_at + the duration, written with it (a CHECK holds them together). */
  ends_at: Date;
  /** Booked over another call before the calendar refused overlaps; kept, outside the constraint until moved. */
  double_booked: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The ledger of call reminders: claimed (one instance wins) before the reminder is sent. */
export interface CallRemindersTable {
  call_id: string;
  sequence: number;
  lead: CallReminderLead;
  email_id: string | null;
  claimed_at: Generated<Date>;
}

/** A slot kept for a call booked by a typed email until it is confirmed from that inbox (decision 043). */
export interface CallHoldsTable {
  id: Generated<string>;
  /** Lowercased; one unconfirmed hold per email (a new one replaces it). */
  email: string;
  name: string;
  business_name: string;
  /** The wizard's required answers as typed: the lead is made of them if the email has no submission when confirmed. */
  answers: JSONColumnType<WalkInAnswers, string, string>;
  /** Who asked (the gateway's proven address): live holds per address are capped. */
  client_address: string;
  starts_at: Date;
  ends_at: Date;
  /** SHA-256 of the confirmation link's token (base64url): the token itself is only in the email. */
  token_hash: string;
  /** Past it the slot is free again and the link refused. */
  expires_at: Date;
  confirmed_at: Date | null;
  created_at: Generated<Date>;
}

export interface OnboardingFormsTable {
  /** One form per business: a new generation replaces the last. */
  submission_id: string;
  form: JSONColumnType<OnboardingForm, string, string>;
  source: GenerationSource;
  generated_at: Generated<Date>;
}

export interface OnboardingAnswersTable {
  /** One set of answers per submission: a resubmission replaces them (the timeline keeps that it happened). */
  submission_id: string;
  /** The form as the client answered it: a form generated later does not change what the answers meant. */
  form: JSONColumnType<OnboardingForm, string, string>;
  answers: JSONColumnType<OnboardingAnswers, string, string>;
  via: OnboardingAnswersVia;
  first_submitted_at: Generated<Date>;
  submitted_at: Generated<Date>;
}

/** The version of a business's onboarding links: withdrawing them raises it (no row: version 0). */
export interface OnboardingLinkVersionsTable {
  submission_id: string;
  version: Generated<number>;
  withdrawn_at: Date | null;
  withdrawn_by: string | null;
}

/** How many answers a link has submitted, under its token's SHA-256. */
export interface OnboardingLinkUsesTable {
  token_hash: string;
  submission_id: string;
  submissions: Generated<number>;
}

/** `DeskDb` at run time; `adminSchema` (database/admin-db.ts) holds it to the migrations. */
export const deskSchema = {
  business_stages: { business_id: 'uuid', stage: 'text', since: 'timestamp with time zone null', lost_reason: 'text null' },
  stage_moves: {
    id: 'bigint default',
    business_id: 'uuid',
    from_stage: 'text',
    to_stage: 'text',
    cause: 'text',
    reason: 'text null',
    actor_staff_id: 'uuid null',
    moved_at: 'timestamp with time zone default',
  },
  business_merges: {
    id: 'uuid default',
    business_id: 'uuid',
    merged_business_id: 'uuid',
    submission_id: 'uuid',
    emails: 'jsonb',
    merged_by: 'uuid null',
    merged_at: 'timestamp with time zone default',
    undone_at: 'timestamp with time zone null',
  },
  business_follow_ups: { business_id: 'uuid', owner_staff_id: 'uuid null', updated_at: 'timestamp with time zone default' },
  business_tasks: {
    id: 'uuid default',
    business_id: 'uuid',
    title: 'text',
    type: 'text',
    due_on: 'date',
    due_time: 'text null',
    owner_staff_id: 'uuid null',
    repeat_every: 'integer null',
    repeat_unit: 'text null',
    done_at: 'timestamp with time zone null',
    done_by_staff_id: 'uuid null',
    next_task_id: 'uuid null',
    created_by_staff_id: 'uuid null',
    from_next_step: 'boolean default',
    created_at: 'timestamp with time zone default',
    for_order_id: 'uuid null',
  },
  proposals: {
    id: 'uuid default',
    business_id: 'uuid',
    submission_id: 'uuid',
    version: 'integer',
    status: 'text default',
    items: 'jsonb',
    terms: 'jsonb',
    valid_until: 'date',
    message: 'text default',
    created_at: 'timestamp with time zone default',
    created_by: 'uuid null',
    sent_at: 'timestamp with time zone null',
    sent_by: 'uuid null',
    document: 'jsonb null',
    document_hash: 'text null',
    signer_name: 'text null',
    signed_at: 'timestamp with time zone null',
    signer_address: 'text null',
    signer_agent: 'text null',
    closed_at: 'timestamp with time zone null',
    close_reason: 'text null',
  },
  business_activities: {
    id: 'uuid default',
    business_id: 'uuid',
    kind: 'text',
    happened_at: 'timestamp with time zone',
    outcome: 'text',
    notes: 'text null',
    logged_by_staff_id: 'uuid null',
    created_at: 'timestamp with time zone default',
  },
  business_notes: {
    id: 'uuid default',
    business_id: 'uuid',
    body: 'text',
    author_staff_id: 'uuid null',
    created_at: 'timestamp with time zone default',
    search_words: 'tsvector default',
  },
  morning_digests: {
    staff_account_id: 'uuid',
    day: 'date',
    email_id: 'uuid null',
    created_at: 'timestamp with time zone default',
  },
  email_templates: { kind: 'text', subject: 'text', body: 'text', updated_by: 'uuid null', updated_at: 'timestamp with time zone default' },
  calls: {
    id: 'uuid default',
    submission_id: 'uuid',
    call_type: 'text',
    duration_minutes: 'integer',
    starts_at: 'timestamp with time zone',
    scheduled_date: 'text',
    scheduled_time: 'text',
    time_zone: 'text',
    agenda: 'text null',
    notes: 'text null',
    meeting_link: 'text',
    status: 'text default',
    sequence: 'integer default',
    created_at: 'timestamp with time zone default',
    updated_at: 'timestamp with time zone default',
    calendar: 'text default',
    ends_at: 'timestamp with time zone',
    double_booked: 'boolean default',
  },
  call_reminders: {
    call_id: 'uuid',
    sequence: 'integer',
    lead: 'text',
    email_id: 'uuid null',
    claimed_at: 'timestamp with time zone default',
  },
  call_holds: {
    id: 'uuid default',
    email: 'text',
    name: 'text',
    business_name: 'text',
    answers: 'jsonb',
    client_address: 'text',
    starts_at: 'timestamp with time zone',
    ends_at: 'timestamp with time zone',
    token_hash: 'text',
    expires_at: 'timestamp with time zone',
    confirmed_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
  },
  onboarding_forms: {
    submission_id: 'uuid',
    form: 'jsonb',
    source: 'text',
    generated_at: 'timestamp with time zone default',
  },
  onboarding_answers: {
    submission_id: 'uuid',
    form: 'jsonb',
    answers: 'jsonb',
    via: 'text',
    first_submitted_at: 'timestamp with time zone default',
    submitted_at: 'timestamp with time zone default',
  },
  onboarding_link_versions: {
    submission_id: 'uuid',
    version: 'integer default',
    withdrawn_at: 'timestamp with time zone null',
    withdrawn_by: 'uuid null',
  },
  onboarding_link_uses: {
    token_hash: 'text',
    submission_id: 'uuid',
    submissions: 'integer default',
  },
  staff_notifications: {
    id: 'uuid default',
    member: 'text',
    event: 'text',
    event_key: 'text',
    record_id: 'uuid null',
    business_name: 'text',
    detail: 'text null',
    created_at: 'timestamp with time zone default',
    read_at: 'timestamp with time zone null',
  },
  staff_notification_emails: { member: 'text', kind: 'text' },
} satisfies SchemaDescription<DeskDb>;
