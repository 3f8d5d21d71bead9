import type { AgencyEmailStatus } from '@biz/contracts';
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
  },
} satisfies SchemaDescription<AdminDb>;
