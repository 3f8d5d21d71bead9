import type { Submission, DashboardStats, GenerationLogEntry, SubmissionListQuery, WorkflowSuggestion } from '@biz/contracts';
import { likeContaining, quoteIdent } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { INTAKE_SCHEMA } from '../intake/intake.repository';

interface SubmissionRecordRow {
  id: string;
  business_name: string;
  contact_email: string;
  industry: Submission['industry'];
  company_size: Submission['companySize'];
  monthly_revenue: Submission['monthlyRevenue'];
  primary_goals: string[];
  current_tools: string | null;
  pain_points: string | null;
  total_value_cents: number;
  status: Submission['status'];
  created_at: Date;
  plan_status: Submission['status'] | null;
  plan_data: NonNullable<Submission['plan']>['planData'];
  total_setup_cents: number | null;
  total_monthly_cents: number | null;
  total: string;
}

function toSubmission(row: SubmissionRecordRow): Submission {
  return {
    id: row.id,
    businessName: row.business_name,
    contactEmail: row.contact_email,
    industry: row.industry,
    companySize: row.company_size,
    monthlyRevenue: row.monthly_revenue,
    primaryGoals: row.primary_goals,
    currentTools: row.current_tools,
    painPoints: row.pain_points,
    totalValue: row.total_value_cents,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    plan: row.plan_status
      ? { status: row.plan_status, planData: row.plan_data, totalSetupCost: row.total_setup_cents ?? 0, totalMonthlyCost: row.total_monthly_cents ?? 0 }
      : null,
  };
}

/** The list's WHERE: $1 a LIKE pattern or null, $2 a plan status or 'all'. */
const listFilter = `($1::text IS NULL OR s.business_name ILIKE $1 OR s.contact_email ILIKE $1) AND ($2 = 'all' OR s.status = $2)`;


/** Reads and deletes of submissions for the admin context (the internal API): the only SQL it runs. */
@Injectable()
export class SubmissionRecordsRepository {
  private readonly s: string;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(INTAKE_SCHEMA) schema: string,
  ) {
    this.s = quoteIdent(schema);
  }

  private selectRecords(where: string): string {
    return `SELECT s.*, p.status AS plan_status, p.plan_data, sel.total_setup_cents, sel.total_monthly_cents, count(*) OVER () AS total
      FROM ${this.s}.submissions s
      LEFT JOIN ${this.s}.plans p ON p.submission_id = s.id
      LEFT JOIN ${this.s}.selections sel ON sel.submission_id = s.id
      WHERE ${where}`;
  }

  async list({ search, status, page, pageSize }: SubmissionListQuery): Promise<{ submissions: Submission[]; total: number }> {
    const rows: SubmissionRecordRow[] = await this.db.query(
      `${this.selectRecords(listFilter)}
       ORDER BY s.created_at DESC, s.id LIMIT $3 OFFSET $4`,
      [search ? likeContaining(search) : null, status, pageSize, (page - 1) * pageSize],
    );
    return { submissions: rows.map(toSubmission), total: rows.length ? Number(rows[0].total) : await this.count(search, status) };
  }

  /** The total when the page asked for is past the end (no row carries it). */
  private async count(search: string | undefined, status: string): Promise<number> {
    const [row]: Array<{ n: string }> = await this.db.query(
      `SELECT count(*) AS n FROM ${this.s}.submissions s WHERE ${listFilter}`,
      [search ? likeContaining(search) : null, status],
    );
    return Number(row.n);
  }

  async stats(): Promise<DashboardStats> {
    const [row]: Array<{ total: string; generated: string; pending: string; pipeline: string }> = await this.db.query(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE status IN ('generated', 'sent', 'completed')) AS generated,
              count(*) FILTER (WHERE status = 'pending') AS pending,
              coalesce(sum(total_value_cents), 0) AS pipeline
       FROM ${this.s}.submissions`,
    );
    return { totalSubmissions: Number(row.total), plansGenerated: Number(row.generated), pendingReview: Number(row.pending), pipelineValue: Number(row.pipeline) };
  }

  async one(id: string): Promise<Submission | null> {
    const rows: SubmissionRecordRow[] = await this.db.query(this.selectRecords('s.id = $1'), [id]);
    return rows[0] ? toSubmission(rows[0]) : null;
  }

  async offeredAndSelected(id: string): Promise<{ suggestions: WorkflowSuggestion[]; selectedWorkflows: WorkflowSuggestion[] }> {
    const rows: Array<{ suggestion: WorkflowSuggestion; selected: boolean }> = await this.db.query(
      `SELECT o.suggestion, coalesce(sel.workflow_ids ? o.workflow_id, false) AS selected
       FROM ${this.s}.offered_suggestions o LEFT JOIN ${this.s}.selections sel ON sel.submission_id = o.submission_id
       WHERE o.submission_id = $1 ORDER BY o.position`,
      [id],
    );
    return { suggestions: rows.map((r) => r.suggestion), selectedWorkflows: rows.filter((r) => r.selected).map((r) => r.suggestion) };
  }

  async generations(id: string): Promise<GenerationLogEntry[]> {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT kind, source, model, latency_ms, prompt_tokens, completion_tokens, repaired, created_at FROM ${this.s}.generations WHERE submission_id = $1 ORDER BY id`,
      [id],
    );
    return rows.map((r) => ({
      kind: r.kind as GenerationLogEntry['kind'],
      source: r.source as GenerationLogEntry['source'],
      model: r.model as string,
      latencyMs: r.latency_ms as number,
      promptTokens: r.prompt_tokens as number,
      completionTokens: r.completion_tokens as number,
      repaired: r.repaired as boolean,
      createdAt: (r.created_at as Date).toISOString(),
    }));
  }

  /** Deletes the submission and, by cascade, its offer, selection, plan and generation log. */
  async delete(id: string): Promise<boolean> {
    const rows: Array<{ id: string }> = await this.db.query(`WITH gone AS (DELETE FROM ${this.s}.submissions WHERE id = $1 RETURNING id) SELECT id FROM gone`, [id]);
    return rows.length > 0;
  }
}
