import type { AgencyEmailStatus, AuditAction, AuditActor, AuditDetails, AuditSubjectKind, CallInvite, EmailType, PlanPdfInput, SignedProposalPdfInput, StaffRole } from '@biz/contracts';
import type { SchemaDescription } from '@biz/server-kit';
import type { Generated, GeneratedAlways, JSONColumnType } from 'kysely';

/** The tables of what both contexts share: the audit trail, the agency's email log and the staff's identity. */
export interface SharedDb {
  audit_events: AuditEventsTable;
  agency_emails: AgencyEmailsTable;
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_invites: StaffInvitesTable;
  staff_sign_in_policy: StaffSignInPolicyTable;
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
  /** The signed proposal the email attaches as a PDF (decision 066). */
  proposal_pdf: JSONColumnType<SignedProposalPdfInput | null, string | null, string | null>;
  /** The words of its subject and body (a generated column, for the desk's search). */
  search_words: GeneratedAlways<string>;
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

/** The team's sign-in policy: one row. */
export interface StaffSignInPolicyTable {
  id: Generated<boolean>;
  /** The owner requires single sign-on: staff passwords and the setup password are refused while a provider is connected. */
  sso_required: Generated<boolean>;
  changed_by: string | null;
  changed_at: Date | null;
}

/** `SharedDb` at run time; `adminSchema` (database/admin-db.ts) holds it to the migrations. */
export const sharedSchema = {
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
    proposal_pdf: 'jsonb null',
    search_words: 'tsvector default',
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
  staff_sign_in_policy: {
    id: 'boolean default',
    sso_required: 'boolean default',
    changed_by: 'uuid null',
    changed_at: 'timestamp with time zone null',
  },
} satisfies SchemaDescription<SharedDb>;
