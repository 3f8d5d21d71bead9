import type { AgencyEmailStatus, CallInvite, CallStatus, CallType, GenerationSource, OnboardingForm } from '@biz/contracts';
import type { SchemaDescription } from '@biz/server-kit';
import type { Generated, JSONColumnType } from 'kysely';
import type { AuditActor, AuditDetails } from '../identity/audit-event.repository';

/**
 * admin's tables as its migrations make them, as the query builder sees them (select, insert, update
 * types); timestamps are the `Date`s pg answers. Kept in step with the migrations by `adminSchema` below
 * and `admin-db.int-spec.ts`.
 */
export interface AdminDb {
  audit_events: AuditEventsTable;
  agency_emails: AgencyEmailsTable;
  calls: CallsTable;
  onboarding_forms: OnboardingFormsTable;
}

export interface OnboardingFormsTable {
  /** One form per business: a new generation replaces the last. */
  submission_id: string;
  form: JSONColumnType<OnboardingForm, string, string>;
  source: GenerationSource;
  generated_at: Generated<Date>;
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
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AgencyEmailsTable {
  id: Generated<string>;
  /** The business (a submission of svc-intake; no foreign key across contexts). */
  submission_id: string;
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
}

export interface AuditEventsTable {
  id: Generated<string>;
  occurred_at: Generated<Date>;
  actor: AuditActor;
  /** What happened, dotted: `admin.login`, `admin.login-failed`, `client.deleted`. */
  action: string;
  /** The submission or account the event is about, when there is one. */
  subject_id: string | null;
  request_id: string | null;
  details: JSONColumnType<AuditDetails, string | undefined>;
}

/** `AdminDb` at run time, compared with the migrated schema by `admin-db.int-spec.ts`. */
export const adminSchema = {
  audit_events: {
    id: 'uuid default',
    occurred_at: 'timestamp with time zone default',
    actor: 'text',
    action: 'text',
    subject_id: 'uuid null',
    request_id: 'text null',
    details: 'jsonb default',
  },
  agency_emails: {
    id: 'uuid default',
    submission_id: 'uuid',
    to_address: 'text',
    subject: 'text',
    body: 'text',
    status: 'text default',
    smtp_response: 'text null',
    created_at: 'timestamp with time zone default',
    updated_at: 'timestamp with time zone default',
    sent_at: 'timestamp with time zone null',
    invite: 'jsonb null',
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
  },
  onboarding_forms: {
    submission_id: 'uuid',
    form: 'jsonb',
    source: 'text',
    generated_at: 'timestamp with time zone default',
  },
} satisfies SchemaDescription<AdminDb>;
