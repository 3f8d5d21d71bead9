import type { AutomationStatus, PackageName, PaymentIssue, TicketStatus } from '@biz/contracts';
import type { SchemaDescription } from '@biz/server-kit';
import type { ColumnType, Generated } from 'kysely';

/** The portal's tables (the client's context): a portal repository's database is `Kysely<PortalDb>`, or `Kysely<PortalDb & SharedDb>` where it reads the shared ones. */
export interface PortalDb {
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
}

/** pg answers `numeric` as text (exactly); written as numbers. */
type Hours = ColumnType<string, number, number>;

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
  /** What the client's saved hour is worth, set by the agency; null: the agency's default. */
  hour_value_cents: number | null;
  /** The paid order that made the account by invitation: its link sets the first password. Null: signed up. */
  invited_for_order_id: string | null;
}

export interface AccountLinksTable {
  account_id: string;
  /** What of another context the account was linked to by its email. */
  kind: 'submission' | 'order';
  ref_id: string;
  linked_at: Generated<Date>;
}

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
  /** The most minutes one run can save (numeric: read as text). */
  run_minutes_ceiling: ColumnType<string, number | undefined, number>;
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
  /** A voided report stays (when, which staff account: none for the owner's bootstrap sign-in, why) and counts for nothing. */
  voided_at: Date | null;
  voided_by: string | null;
  void_reason: string | null;
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

export interface PasswordResetsTable {
  /** SHA-256 of the link's token (base64url): the token itself is only in the email. */
  token_hash: string;
  account_id: string;
  expires_at: Date;
  used_at: Date | null;
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

/** A payment issue of a subscription invoice that the client was told of (once). */
export interface SubscriptionNoticesTable {
  invoice_id: string;
  issue: PaymentIssue;
  account_id: string;
  created_at: Generated<Date>;
}

/** `PortalDb` at run time; `adminSchema` (database/admin-db.ts) holds it to the migrations. */
export const portalSchema = {
  client_accounts: {
    id: 'uuid default',
    email: 'text',
    password_hash: 'text',
    business_name: 'text',
    created_at: 'timestamp with time zone default',
    email_notifications: 'boolean default',
    email_verified_at: 'timestamp with time zone null',
    hour_value_cents: 'integer null',
    invited_for_order_id: 'uuid null',
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
    run_minutes_ceiling: 'numeric default',
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
    voided_at: 'timestamp with time zone null',
    voided_by: 'uuid null',
    void_reason: 'text null',
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
  client_notifications: {
    id: 'uuid default',
    account_id: 'uuid',
    title: 'text',
    message: 'text',
    is_read: 'boolean default',
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
  password_resets: {
    token_hash: 'text',
    account_id: 'uuid',
    expires_at: 'timestamp with time zone',
    used_at: 'timestamp with time zone null',
    created_at: 'timestamp with time zone default',
  },
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
  subscription_notices: { invoice_id: 'text', issue: 'text', account_id: 'uuid', created_at: 'timestamp with time zone default' },
} satisfies SchemaDescription<PortalDb>;
