import type { WalkInAnswers, EmailType, PipelineStage, StageCause, StaffRole, TicketStatus, AgencyEmailStatus, AuditAction, AuditActor, AuditDetails, AuditSubjectKind, AutomationStatus, CallInvite, CallReminderLead, CallStatus, CallType, GenerationSource, OnboardingAnswers, OnboardingAnswersVia, OnboardingForm, PackageName, PaymentIssue, PlanPdfInput } from '@biz/contracts';
import type { SchemaDescription } from '@biz/server-kit';
import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';

/**
 * admin's tables as its migrations make them, as the query builder sees them (select, insert, update
 * types); timestamps are the `Date`s pg answers. Kept in step with the migrations by `adminSchema` below
 * and `admin-db.int-spec.ts`.
 */
export interface AdminDb {
  audit_events: AuditEventsTable;
  agency_emails: AgencyEmailsTable;
  business_stages: BusinessStagesTable;
  stage_moves: StageMovesTable;
  business_merges: BusinessMergesTable;
  business_follow_ups: BusinessFollowUpsTable;
  business_notes: BusinessNotesTable;
  morning_digests: MorningDigestsTable;
  email_templates: EmailTemplatesTable;
  calls: CallsTable;
  call_reminders: CallRemindersTable;
  call_holds: CallHoldsTable;
  onboarding_forms: OnboardingFormsTable;
  onboarding_answers: OnboardingAnswersTable;
  onboarding_link_versions: OnboardingLinkVersionsTable;
  onboarding_link_uses: OnboardingLinkUsesTable;
  client_accounts: ClientAccountsTable;
  account_links: AccountLinksTable;
  automations: AutomationsTable;
  automation_runs: AutomationRunsTable;
  sprint_orders: SprintOrdersTable;
  client_notifications: ClientNotificationsTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  email_changes: EmailChangesTable;
  subscription_notices: SubscriptionNoticesTable;
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_invites: StaffInvitesTable;
  staff_sign_in_policy: StaffSignInPolicyTable;
}

/** A member of the agency's team. Removed members keep their row (the audit trail names them). */
export interface StaffAccountsTable {
  id: Generated<string>;
  /** Lowercased; one active account per address. */
  email: string;
  name: string;
  role: StaffRole;
  /** argon2id, with its parameters and salt (PHC string). */
  password_hash: string;
  /** The TOTP secret, AES-256-GCM under STAFF_MFA_KEY (`StaffMfaCipher`). */
  totp_secret: string;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  created_at: Generated<Date>;
  last_sign_in_at: Date | null;
  removed_at: Date | null;
  /** The OpenID Connect provider and subject the member signed in as first: later sign-ins must be that person. */
  sso_issuer: string | null;
  sso_subject: string | null;
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

/** The team's sign-in policy: one row. */
export interface StaffSignInPolicyTable {
  id: Generated<boolean>;
  /** The owner requires single sign-on: staff passwords and the setup password are refused while a provider is connected. */
  sso_required: Generated<boolean>;
  changed_by: string | null;
  changed_at: Date | null;
}

export interface StaffRecoveryCodesTable {
  account_id: string;
  /** SHA-256 of the code (base64url): the code itself was shown once. */
  code_hash: string;
  used_at: Date | null;
}

export interface StaffInvitesTable {
  id: Generated<string>;
  email: string;
  role: StaffRole;
  /** SHA-256 of the link's token (base64url): the token itself is only in the email. */
  token_hash: string;
  /** The owner who invited; null: the bootstrap owner. */
  invited_by: string | null;
  /** The secret offered while the invitee enrols (encrypted as `totp_secret` is). */
  pending_totp_secret: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  created_at: Generated<Date>;
}

/** A payment issue of a subscription invoice that the client was told of (once). */
export interface SubscriptionNoticesTable {
  invoice_id: string;
  issue: PaymentIssue;
  account_id: string;
  created_at: Generated<Date>;
}

/** One-time links that prove a client account's email: the address they prove is kept, so a changed email needs its own. */
export interface EmailVerificationsTable {
  token_hash: string;
  account_id: string;
  email: string;
  /** An email change's link: it moves the account to `email` (else it proves the address the account has). */
  moves_account: Generated<boolean>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A client account's move to another address, undoable from the address it left. */
export interface EmailChangesTable {
  /** SHA-256 of the undo link's token sent to the former address. */
  token_hash: string;
  account_id: string;
  old_email: string;
  old_verified_at: Date | null;
  new_email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface PasswordResetsTable {
  /** SHA-256 of the link's token (base64url): the token itself is only in the email. */
  token_hash: string;
  account_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface SupportTicketsTable {
  id: Generated<string>;
  account_id: string;
  subject: string;
  /** Moved by the thread only: a client's message opens it, a reply waits on the client, the agency closes it. */
  status: Generated<TicketStatus>;
  last_activity_at: Generated<Date>;
  /** The agency's first reply: measured against the 2-hour promise. */
  first_response_at: Date | null;
  created_at: Generated<Date>;
}

export interface SupportMessagesTable {
  id: Generated<string>;
  ticket_id: string;
  author: 'client' | 'agency';
  /** The staff member who replied; null for the client and the owner's bootstrap sign-in. */
  staff_account_id: string | null;
  body: string;
  /** The email it caused, in the agency's email log: the notice to the agency, or the reply to the client. */
  email_id: string | null;
  created_at: Generated<Date>;
}

export interface ClientAccountsTable {
  id: Generated<string>;
  /** Lowercased: one account per address, however it is typed. */
  email: string;
  /** argon2id, with its parameters and salt (PHC string). */
  password_hash: string;
  business_name: string;
  created_at: Generated<Date>;
  /** The client's choice: the agency's notices are emailed too. */
  email_notifications: Generated<boolean>;
  /** When the address was proven by a link sent to it (or a reset it completed); null: nothing is linked. */
  email_verified_at: Date | null;
}

export interface AccountLinksTable {
  account_id: string;
  /** What of another context the account was linked to by its email. */
  kind: 'submission' | 'order';
  ref_id: string;
  linked_at: Generated<Date>;
}

/** pg answers `numeric` as text (exactly); written as numbers. */
type Hours = ColumnType<string, number, number>;

export interface AutomationsTable {
  id: Generated<string>;
  /** The client account it is delivered to; null for a sprint's (its order's, shown to the account linked to the order). */
  account_id: string | null;
  /** The submission whose selection it came from (svc-intake's; null: chosen by the agency for a walk-in sprint) and the catalog workflow it builds. */
  submission_id: string | null;
  workflow_id: string;
  /** The paid sprint order that covers it (billing's id), if any. */
  order_id: string | null;
  title: string;
  description: string;
  status: Generated<AutomationStatus>;
  estimated_weekly_hours: Hours;
  /** SHA-256 (hex) of its ingest token; the token itself is shown once and never kept. */
  ingest_token_hash: string | null;
  ingest_token_issued_at: Date | null;
  minutes_per_run: ColumnType<string | null, number | null, number | null>;
  /** When it first reported a run (the record's timeline says so once). */
  first_run_at: Date | null;
  setup_cost: number;
  monthly_cost: number;
  progress_percent: Generated<number>;
  /** 'YYYY-MM-DD' (text, as the call's date: no time zone shift). */
  go_live_date: string | null;
  last_activity_at: Date | null;
  created_at: Generated<Date>;
  /** Set while the client's request to resume it (paused) waits for the agency. */
  resume_requested_at: Date | null;
}

/** Runs an automation's platform reported, once per event id. */
export interface AutomationRunsTable {
  automation_id: string;
  event_id: string;
  at: Date;
  count: number;
  minutes_saved: ColumnType<string | null, number | null, never>;
  received_at: Generated<Date>;
}

/** A paid sprint: what it covers, its delivery clock and its refund (billing's order id). */
export interface SprintOrdersTable {
  order_id: string;
  package: PackageName;
  covers: number;
  /** The newest submission of the lead's email when it was paid (null: a walk-in buyer): the business its automations are for. */
  submission_id: string | null;
  paid_at: Date;
  due_at: Date;
  refunded_at: Date | null;
  created_at: Generated<Date>;
}

export interface ClientNotificationsTable {
  id: Generated<string>;
  account_id: string;
  title: string;
  message: string;
  is_read: Generated<boolean>;
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

export interface AgencyEmailsTable {
  id: Generated<string>;
  /** The business (a submission of svc-intake; no foreign key across contexts); null for an email about none (a support ticket's). */
  submission_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  status: Generated<AgencyEmailStatus>;
  smtp_response: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  sent_at: Date | null;
  /** The calendar invite the email carries, so a swept email still has it. */
  invite: JSONColumnType<CallInvite | null, string | null, string | null>;
  /** The generator's type the draft came from (null: written without one, or sent before it was kept). */
  email_type: EmailType | null;
  /** One per selection and kind of the emails the product sends a lead by itself (`leadEmailKey`); null for the others. */
  lead_email_key: string | null;
  /** The plan the email attaches as a PDF, as it was when the email was written. */
  plan_pdf: JSONColumnType<PlanPdfInput | null, string | null, string | null>;
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

/** A merge the agency made: the addresses of `merged_business_id` that joined `business_id` (both svc-intake's ids). */
/** The agency's wording of a templated email; no row: the default from contracts. */
export interface EmailTemplatesTable {
  kind: 'checkout_recovery';
  subject: string;
  body: string;
  /** Who saved it (null: the bootstrap owner, or a removed staff account). */
  updated_by: string | null;
  updated_at: Generated<Date>;
}

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

/** Who owns a business (svc-intake's business id) and its next step; none: nobody, nothing planned. */
export interface BusinessFollowUpsTable {
  business_id: string;
  owner_staff_id: string | null;
  next_step: string | null;
  /** A day in the agency's zone, 'YYYY-MM-DD'. */
  due_on: string | null;
  updated_at: Generated<Date>;
}

/** A note the team wrote on a business (plain text); `author_staff_id` null: the bootstrap owner. */
export interface BusinessNotesTable {
  id: Generated<string>;
  business_id: string;
  body: string;
  author_staff_id: string | null;
  created_at: Generated<Date>;
}

/** The morning digests sent: one per staff member and day of the agency's zone. */
export interface MorningDigestsTable {
  staff_account_id: string;
  day: string;
  email_id: string | null;
  created_at: Generated<Date>;
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

export interface AuditEventsTable {
  id: Generated<string>;
  occurred_at: Generated<Date>;
  actor: AuditActor;
  /** What happened, dotted: `admin.login`, `admin.login-failed`, `submission.deleted`. */
  action: AuditAction;
  /** The submission or account the event is about, when there is one; `subject_kind` says which. */
  subject_id: string | null;
  subject_kind: AuditSubjectKind | null;
  request_id: string | null;
  details: JSONColumnType<AuditDetails, string | undefined>;
  /** The staff account that did it, for an agency event; null: the owner's bootstrap password sign-in, or not the agency. */
  actor_staff_id: string | null;
}

/** `AdminDb` at run time, compared with the migrated schema by `admin-db.int-spec.ts`. */
export const adminSchema = {
  audit_events: {
    id: 'uuid default',
    occurred_at: 'timestamp with time zone default',
    actor: 'text',
    action: 'text',
    subject_id: 'uuid null',
    subject_kind: 'text null',
    request_id: 'text null',
    details: 'jsonb default',
    actor_staff_id: 'uuid null',
  },
  agency_emails: {
    id: 'uuid default',
    submission_id: 'uuid null',
    to_address: 'text',
    subject: 'text',
    body: 'text',
    status: 'text default',
    smtp_response: 'text null',
    created_at: 'timestamp with time zone default',
    updated_at: 'timestamp with time zone default',
    sent_at: 'timestamp with time zone null',
    invite: 'jsonb null',
    email_type: 'text null',
    lead_email_key: 'text null',
    plan_pdf: 'jsonb null',
  },
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
  business_follow_ups: {
    business_id: 'uuid',
    owner_staff_id: 'uuid null',
    next_step: 'text null',
    due_on: 'date null',
    updated_at: 'timestamp with time zone default',
  },
  business_notes: {
    id: 'uuid default',
    business_id: 'uuid',
    body: 'text',
    author_staff_id: 'uuid null',
    created_at: 'timestamp with time zone default',
  },
  morning_digests: {
    staff_account_id: 'uuid',
    day: 'date',
    email_id: 'uuid null',
    created_at: 'timestamp with time zone default',
  },
  email_templates: { kind: 'text', subject: 'text', body: 'text', updated_by: 'uuid null', updated_at: 'timestamp with time zone default' },
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
  call_reminders: {
    call_id: 'uuid',
    sequence: 'integer',
    lead: 'text',
    email_id: 'uuid null',
    claimed_at: 'timestamp with time zone default',
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
  client_accounts: {
    id: 'uuid default',
    email: 'text',
    password_hash: 'text',
    business_name: 'text',
    created_at: 'timestamp with time zone default',
    email_notifications: 'boolean default',
    email_verified_at: 'timestamp with time zone null',
  },
  account_links: {
    account_id: 'uuid',
    kind: 'text',
    ref_id: 'uuid',
    linked_at: 'timestamp with time zone default',
  },
  automations: {
    id: 'uuid default',
    account_id: 'uuid null',
    submission_id: 'uuid null',
    workflow_id: 'text',
    title: 'text',
    description: 'text',
    status: 'text default',
    estimated_weekly_hours: 'numeric',
    ingest_token_hash: 'text null',
    ingest_token_issued_at: 'timestamp with time zone null',
    minutes_per_run: 'numeric null',
    first_run_at: 'timestamp with time zone null',
    setup_cost: 'integer',
    monthly_cost: 'integer',
    progress_percent: 'integer default',
    go_live_date: 'text null',
    last_activity_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
    resume_requested_at: 'timestamp with time zone null',
    order_id: 'uuid null',
  },
  automation_runs: {
    automation_id: 'uuid',
    event_id: 'text',
    at: 'timestamp with time zone',
    count: 'integer',
    minutes_saved: 'numeric null',
    received_at: 'timestamp with time zone default',
  },
  sprint_orders: {
    order_id: 'uuid',
    package: 'text',
    covers: 'integer',
    submission_id: 'uuid null',
    paid_at: 'timestamp with time zone',
    due_at: 'timestamp with time zone',
    refunded_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
  },
  subscription_notices: { invoice_id: 'text', issue: 'text', account_id: 'uuid', created_at: 'timestamp with time zone default' },
  email_verifications: {
    token_hash: 'text',
    account_id: 'uuid',
    email: 'text',
    moves_account: 'boolean default',
    expires_at: 'timestamp with time zone',
    used_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
  },
  email_changes: {
    token_hash: 'text',
    account_id: 'uuid',
    old_email: 'text',
    old_verified_at: 'timestamp with time zone null',
    new_email: 'text',
    expires_at: 'timestamp with time zone',
    used_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
  },
  password_resets: {
    token_hash: 'text',
    account_id: 'uuid',
    expires_at: 'timestamp with time zone',
    used_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
  },
  support_tickets: {
    id: 'uuid default',
    account_id: 'uuid',
    subject: 'text',
    created_at: 'timestamp with time zone default',
    status: 'text default',
    last_activity_at: 'timestamp with time zone default',
    first_response_at: 'timestamp with time zone null',
  },
  support_messages: {
    id: 'uuid default',
    ticket_id: 'uuid',
    author: 'text',
    staff_account_id: 'uuid null',
    body: 'text',
    email_id: 'uuid null',
    created_at: 'timestamp with time zone default',
  },
  client_notifications: {
    id: 'uuid default',
    account_id: 'uuid',
    title: 'text',
    message: 'text',
    is_read: 'boolean default',
    created_at: 'timestamp with time zone default',
  },
  staff_accounts: {
    id: 'uuid default',
    email: 'text',
    name: 'text',
    role: 'text',
    password_hash: 'text',
    totp_secret: 'text',
    totp_last_step: 'integer null',
    created_at: 'timestamp with time zone default',
    last_sign_in_at: 'timestamp with time zone null',
    removed_at: 'timestamp with time zone null',
    sso_issuer: 'text null',
    sso_subject: 'text null',
  },
  staff_recovery_codes: {
    account_id: 'uuid',
    code_hash: 'text',
    used_at: 'timestamp with time zone null',
  },
  staff_invites: {
    id: 'uuid default',
    email: 'text',
    role: 'text',
    token_hash: 'text',
    invited_by: 'uuid null',
    pending_totp_secret: 'text null',
    expires_at: 'timestamp with time zone',
    accepted_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
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
  staff_sign_in_policy: {
    id: 'boolean default',
    sso_required: 'boolean default',
    changed_by: 'uuid null',
    changed_at: 'timestamp with time zone null',
  },
} satisfies SchemaDescription<AdminDb>;
