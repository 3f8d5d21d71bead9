import type { BusinessProfile, GenerationKind, GenerationRecord, PlanData, WorkflowSuggestion } from '@biz/contracts';
import { quoteIdent } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Injection token of the quoted schema name the repository's SQL runs in. */
export const INTAKE_SCHEMA = Symbol('INTAKE_SCHEMA');

interface SubmissionRow {
  business_name: string;
  contact_email: string;
  industry: BusinessProfile['industry'];
  company_size: BusinessProfile['companySize'];
  monthly_revenue: BusinessProfile['monthlyRevenue'] | null;
  primary_goals: string[];
  current_tools: string | null;
  pain_points: string | null;
}

/** What a submission was offered, and how it was generated. */
export interface Offer {
  suggestions: WorkflowSuggestion[];
  generation: GenerationRecord;
}

/** The only code that touches intake's tables. */
@Injectable()
export class IntakeRepository {
  private readonly s: string;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(INTAKE_SCHEMA) schema: string,
  ) {
    this.s = quoteIdent(schema);
  }

  /**
   * Stores a submission, and its offer when it is already known, in one statement (one round trip, atomic).
   * Null when a submission with the same idempotency key exists already.
   */
  async createSubmission(business: BusinessProfile, idempotencyKey: string | undefined, offer?: Offer): Promise<string | null> {
    const rows: Array<{ id: string }> = await this.db.query(
      `WITH submission AS (
         INSERT INTO ${this.s}.submissions (business_name, contact_email, industry, company_size, monthly_revenue, primary_goals, current_tools, pain_points, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
       ${this.offerInserts('(SELECT id FROM submission)', 10)}
       SELECT id FROM submission`,
      [business.businessName, business.contactEmail, business.industry, business.companySize, business.monthlyRevenue ?? null,
        JSON.stringify(business.primaryGoals), business.currentTools ?? null, business.painPoints ?? null, idempotencyKey ?? null,
        ...this.offerParams(offer)],
    );
    return rows[0]?.id ?? null;
  }

  async submissionIdByKey(idempotencyKey: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM ${this.s}.submissions WHERE idempotency_key = $1`, [idempotencyKey]);
    return rows[0]?.id ?? null;
  }

  async business(submissionId: string): Promise<BusinessProfile | null> {
    const rows: SubmissionRow[] = await this.db.query(`SELECT * FROM ${this.s}.submissions WHERE id = $1`, [submissionId]);
    const row = rows[0];
    if (!row) return null;
    return {
      businessName: row.business_name,
      contactEmail: row.contact_email,
      industry: row.industry,
      companySize: row.company_size,
      primaryGoals: row.primary_goals,
      ...(row.monthly_revenue ? { monthlyRevenue: row.monthly_revenue } : {}),
      ...(row.current_tools ? { currentTools: row.current_tools } : {}),
      ...(row.pain_points ? { painPoints: row.pain_points } : {}),
    };
  }

  /** Records what a stored submission was offered and how it was generated (one statement). */
  async saveOffer(submissionId: string, offer: Offer): Promise<void> {
    await this.db.query(`WITH ${this.offerInserts('$1::uuid', 2)} SELECT 1`, [submissionId, ...this.offerParams(offer)]);
  }

  /** CTEs inserting an offer and its generation record for `submission`, from parameters $n.. (see offerParams). */
  private offerInserts(submission: string, n: number): string {
    return `offer AS (
         INSERT INTO ${this.s}.offered_suggestions (submission_id, workflow_id, position, suggestion)
         SELECT ${submission}, s->>'id', ord - 1, s FROM jsonb_array_elements($${n}::jsonb) WITH ORDINALITY AS t(s, ord)
         WHERE ${submission} IS NOT NULL),
       generation AS (
         INSERT INTO ${this.s}.generations (submission_id, kind, source, model, latency_ms, prompt_tokens, completion_tokens, repaired)
         SELECT ${submission}, 'suggestions', g.source, g.model, g.latency_ms, g.prompt_tokens, g.completion_tokens, g.repaired
         FROM jsonb_to_record($${n + 1}::jsonb) AS g(source text, model text, latency_ms int, prompt_tokens int, completion_tokens int, repaired boolean)
         WHERE ${submission} IS NOT NULL AND $${n + 1}::jsonb IS NOT NULL)`;
  }

  private offerParams(offer: Offer | undefined): [string, string | null] {
    if (!offer) return ['[]', null];
    const g = offer.generation;
    return [JSON.stringify(offer.suggestions), JSON.stringify({ source: g.source, model: g.model, latency_ms: g.latencyMs, prompt_tokens: g.promptTokens, completion_tokens: g.completionTokens, repaired: g.repaired })];
  }

  async offeredSuggestions(submissionId: string): Promise<WorkflowSuggestion[]> {
    const rows: Array<{ suggestion: WorkflowSuggestion }> = await this.db.query(
      `SELECT suggestion FROM ${this.s}.offered_suggestions WHERE submission_id = $1 ORDER BY position`,
      [submissionId],
    );
    return rows.map((row) => row.suggestion);
  }

  /**
   * Stores (or replaces) the submission's selection with a new id and puts its plan back to pending.
   * Returns the new selection id, which the plan job and its delivery carry.
   */
  async saveSelection(submissionId: string, workflowIds: string[], totals: { setup: number; monthly: number; value: number }): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [{ id }]: Array<{ id: string }> = await tx.query(
        `INSERT INTO ${this.s}.selections (submission_id, workflow_ids, total_setup_cents, total_monthly_cents) VALUES ($1, $2, $3, $4)
         ON CONFLICT (submission_id) DO UPDATE SET id = gen_random_uuid(), workflow_ids = EXCLUDED.workflow_ids,
           total_setup_cents = EXCLUDED.total_setup_cents, total_monthly_cents = EXCLUDED.total_monthly_cents, created_at = now()
         RETURNING id`,
        [submissionId, JSON.stringify(workflowIds), totals.setup, totals.monthly],
      );
      await tx.query(
        `INSERT INTO ${this.s}.plans (submission_id, selection_id, status) VALUES ($1, $2, 'pending')
         ON CONFLICT (submission_id) DO UPDATE SET selection_id = EXCLUDED.selection_id, status = 'pending', plan_data = NULL, updated_at = now()`,
        [submissionId, id],
      );
      await tx.query(`UPDATE ${this.s}.submissions SET total_value_cents = $2, status = 'pending' WHERE id = $1`, [submissionId, totals.value]);
      return id;
    });
  }

  /** Stores a generated plan if its selection is still the current one; false when it was replaced or deleted. */
  async storePlan(selectionId: string, planData: PlanData, generation: GenerationRecord): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // One statement that SELECTs: TypeORM answers a bare UPDATE ... RETURNING as [rows, count].
      const rows: Array<{ id: string }> = await tx.query(
        `WITH plan AS (
           UPDATE ${this.s}.plans SET status = 'generated', plan_data = $2, updated_at = now()
           WHERE selection_id = $1 AND status = 'pending' RETURNING submission_id)
         , submission AS (UPDATE ${this.s}.submissions SET status = 'generated' FROM plan WHERE id = plan.submission_id RETURNING id)
         SELECT id FROM submission`,
        [selectionId, JSON.stringify(planData)],
      );
      const submissionId = rows[0]?.id;
      if (!submissionId) return false;
      await this.logGeneration(tx, submissionId, 'plan', generation);
      return true;
    });
  }

  private async logGeneration(tx: EntityManager, submissionId: string, kind: GenerationKind, g: GenerationRecord): Promise<void> {
    await tx.query(
      `INSERT INTO ${this.s}.generations (submission_id, kind, source, model, latency_ms, prompt_tokens, completion_tokens, repaired)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [submissionId, kind, g.source, g.model, g.latencyMs, g.promptTokens, g.completionTokens, g.repaired],
    );
  }
}
