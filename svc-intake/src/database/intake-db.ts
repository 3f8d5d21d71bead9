import type { BusinessProfile, BusinessProgress, GenerationKind, GenerationSource, PlanData, PlanStatus, WorkflowSuggestion } from '@biz/contracts';
import type { SchemaDescription } from '@biz/server-kit';
import type { Generated, GeneratedAlways, JSONColumnType } from 'kysely';

/**
 * intake's tables as its migrations make them, as the query builder sees them (select, insert, update
 * types). JSON columns carry the contracts' types; timestamps are the `Date`s pg answers. Kept in step with
 * the migrations by `intakeSchema` below and `intake-db.int-spec.ts`.
 */
export interface IntakeDb {
  submissions: SubmissionsTable;
  business_emails: BusinessEmailsTable;
  business_progress: BusinessProgressTable;
  offered_suggestions: OfferedSuggestionsTable;
  selections: SelectionsTable;
  plans: PlansTable;
  generations: GenerationsTable;
}

export interface SubmissionsTable {
  id: Generated<string>;
  business_name: string;
  contact_email: string;
  industry: BusinessProfile['industry'];
  company_size: BusinessProfile['companySize'];
  monthly_revenue: NonNullable<BusinessProfile['monthlyRevenue']> | null;
  primary_goals: JSONColumnType<string[]>;
  current_tools: string | null;
  pain_points: string | null;
  /** First-year value of the selection (setup + 12 × monthly); 0 before one. */
  total_value_cents: Generated<number>;
  /** The status of its plan. */
  status: Generated<PlanStatus>;
  created_at: Generated<Date>;
  idempotency_key: string | null;
  /** sha256 of the details the idempotency key came with (null before it was kept). */
  request_fingerprint: string | null;
  /** Its business: set by the database from the address (migration Businesses), never by a writer. */
  business_id: Generated<string>;
  /** The business's newest submission: the one row of the desk's table. Kept by the database. */
  is_latest: Generated<boolean>;
}

/** How far the desk's pipeline has taken a business, in SPEC's words (null: none, as when lost); no row: never past New. */
export interface BusinessProgressTable {
  business_id: string;
  progress: BusinessProgress | null;
  updated_at: Generated<Date>;
}

/** Which business each address (lower-cased) belongs to: its own, or the one the agency merged it into. */
export interface BusinessEmailsTable {
  email: string;
  business_id: string;
}

export interface OfferedSuggestionsTable {
  submission_id: string;
  workflow_id: string;
  position: number;
  suggestion: JSONColumnType<WorkflowSuggestion>;
}

export interface SelectionsTable {
  id: Generated<string>;
  submission_id: string;
  workflow_ids: JSONColumnType<string[]>;
  total_setup_cents: number;
  total_monthly_cents: number;
  created_at: Generated<Date>;
}

export interface PlansTable {
  submission_id: string;
  selection_id: string;
  status: PlanStatus;
  /** Null while the plan is pending. */
  plan_data: JSONColumnType<PlanData | null, string | null, string | null>;
  updated_at: Generated<Date>;
}

export interface GenerationsTable {
  /** bigint identity: pg answers it as a string. */
  id: GeneratedAlways<string>;
  submission_id: string;
  kind: GenerationKind;
  source: GenerationSource;
  model: string;
  latency_ms: number;
  prompt_tokens: number;
  completion_tokens: number;
  repaired: boolean;
  created_at: Generated<Date>;
}

/** `IntakeDb` at run time, compared with the migrated schema by `intake-db.int-spec.ts`. */
export const intakeSchema = {
  submissions: {
    id: 'uuid default',
    business_name: 'text',
    contact_email: 'text',
    industry: 'text',
    company_size: 'text',
    monthly_revenue: 'text null',
    primary_goals: 'jsonb',
    current_tools: 'text null',
    pain_points: 'text null',
    total_value_cents: 'integer default',
    status: 'text default',
    created_at: 'timestamp with time zone default',
    idempotency_key: 'uuid null',
    request_fingerprint: 'text null',
    business_id: 'uuid default',
    is_latest: 'boolean default',
  },
  business_emails: { email: 'text', business_id: 'uuid' },
  business_progress: { business_id: 'uuid', progress: 'text null', updated_at: 'timestamp with time zone default' },
  offered_suggestions: { submission_id: 'uuid', workflow_id: 'text', position: 'smallint', suggestion: 'jsonb' },
  selections: {
    id: 'uuid default',
    submission_id: 'uuid',
    workflow_ids: 'jsonb',
    total_setup_cents: 'integer',
    total_monthly_cents: 'integer',
    created_at: 'timestamp with time zone default',
  },
  plans: {
    submission_id: 'uuid',
    selection_id: 'uuid',
    status: 'text',
    plan_data: 'jsonb null',
    updated_at: 'timestamp with time zone default',
  },
  generations: {
    id: 'bigint default',
    submission_id: 'uuid',
    kind: 'text',
    source: 'text',
    model: 'text',
    latency_ms: 'integer',
    prompt_tokens: 'integer',
    completion_tokens: 'integer',
    repaired: 'boolean',
    created_at: 'timestamp with time zone default',
  },
} satisfies SchemaDescription<IntakeDb>;
