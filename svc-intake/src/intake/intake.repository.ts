import type { BusinessProfile, GenerationKind, GenerationRecord, GenerationSource, PlanData, WorkflowSuggestion } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { GenerationsTable, IntakeDb, OfferedSuggestionsTable } from '../database/intake-db';

/** What a submission was offered, and how it was generated. */
export interface Offer {
  suggestions: WorkflowSuggestion[];
  generation: GenerationRecord;
}

/** Who sent a submission: its idempotency key, if any, and the fingerprint of its details. */
export interface RequestIdentity {
  idempotencyKey?: string;
  fingerprint: string;
}

/** An offered suggestion's row, before it knows its submission. */
type OfferedRow = Omit<Insertable<OfferedSuggestionsTable>, 'submission_id'>;
/** A generation's row, before it knows its submission. */
type GenerationRow = Omit<Insertable<GenerationsTable>, 'submission_id'>;

const offeredRows = (suggestions: WorkflowSuggestion[]): OfferedRow[] =>
  suggestions.map((s, position) => ({ workflow_id: s.id, position, suggestion: JSON.stringify(s) }));

const generationRow = (kind: GenerationKind, g: GenerationRecord): GenerationRow => ({
  kind,
  source: g.source,
  model: g.model,
  latency_ms: g.latencyMs,
  prompt_tokens: g.promptTokens,
  completion_tokens: g.completionTokens,
  repaired: g.repaired,
});

/** The only code that touches intake's tables. */
@Injectable()
export class IntakeRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<IntakeDb>) {}

  /**
   * Stores a submission under `id` with its offer in one statement (one round trip, atomic: a submission
   * never exists without what it was offered). Null when one with the same idempotency key exists already.
   */
  async createSubmission(id: string, business: BusinessProfile, request: RequestIdentity, offer: Offer): Promise<string | null> {
    const insertSubmission = this.db
      .insertInto('submissions')
      .values({
        id,
        business_name: business.businessName,
        contact_email: business.contactEmail,
        industry: business.industry,
        company_size: business.companySize,
        monthly_revenue: business.monthlyRevenue ?? null,
        primary_goals: JSON.stringify(business.primaryGoals),
        current_tools: business.currentTools ?? null,
        pain_points: business.painPoints ?? null,
        idempotency_key: request.idempotencyKey ?? null,
        request_fingerprint: request.fingerprint,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id');

    // The offer's rows are INSERT ... SELECT from the new submission: a repeated key inserts no submission,
    // so they select nothing. UNION ALL resolves untyped parameters as text, hence the jsonb cast.
    const offered = offeredRows(offer.suggestions);
    if (!offered.length) throw new Error('An offer has at least one suggestion');
    const g = generationRow('suggestions', offer.generation);
    const created = await this.db
      .with('submission', () => insertSubmission)
      .with('offer', (db) =>
        db
          .insertInto('offered_suggestions')
          .columns(['submission_id', 'workflow_id', 'position', 'suggestion'])
          .expression(
            offered
              .map((row) =>
                db.selectFrom('submission').select((eb) => [
                  'submission.id',
                  eb.val(row.workflow_id).as('workflow_id'),
                  eb.lit(row.position).as('position'),
                  eb.cast(eb.val(row.suggestion), 'jsonb').as('suggestion'),
                ]),
              )
              .reduce((all, row) => all.unionAll(row)),
          ),
      )
      .with('generation', (db) =>
        db
          .insertInto('generations')
          .columns(['submission_id', 'kind', 'source', 'model', 'latency_ms', 'prompt_tokens', 'completion_tokens', 'repaired'])
          .expression(
            db.selectFrom('submission').select((eb) => [
              'submission.id',
              eb.val(g.kind).as('kind'),
              eb.val(g.source).as('source'),
              eb.val(g.model).as('model'),
              eb.val(g.latency_ms).as('latency_ms'),
              eb.val(g.prompt_tokens).as('prompt_tokens'),
              eb.val(g.completion_tokens).as('completion_tokens'),
              eb.val(g.repaired).as('repaired'),
            ]),
          ),
      )
      .selectFrom('submission')
      .select('id')
      .executeTakeFirst();
    return created?.id ?? null;
  }

  /** The submission stored under an idempotency key, with the fingerprint of the details it came with. */
  async submissionByKey(idempotencyKey: string): Promise<{ id: string; fingerprint: string | null } | null> {
    const row = await this.db.selectFrom('submissions').select(['id', 'request_fingerprint']).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    return row ? { id: row.id, fingerprint: row.request_fingerprint } : null;
  }

  async business(submissionId: string): Promise<BusinessProfile | null> {
    const row = await this.db.selectFrom('submissions').selectAll().where('id', '=', submissionId).executeTakeFirst();
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

  async offeredSuggestions(submissionId: string): Promise<WorkflowSuggestion[]> {
    const rows = await this.db.selectFrom('offered_suggestions').select('suggestion').where('submission_id', '=', submissionId).orderBy('position').execute();
    return rows.map((row) => row.suggestion);
  }

  /** What a submission was offered and which engine answered (its suggestions' generation, stored with them). */
  async offer(submissionId: string): Promise<{ suggestions: WorkflowSuggestion[]; source: GenerationSource }> {
    const [suggestions, generation] = await Promise.all([
      this.offeredSuggestions(submissionId),
      this.db.selectFrom('generations').select('source').where('submission_id', '=', submissionId).where('kind', '=', 'suggestions').executeTakeFirstOrThrow(),
    ]);
    return { suggestions, source: generation.source };
  }

  /**
   * Stores (or replaces) the submission's selection with a new id and puts its plan back to pending.
   * Returns the new selection id, which the plan job and its delivery carry.
   */
  async saveSelection(submissionId: string, workflowIds: string[], totals: { setup: number; monthly: number; value: number }): Promise<string> {
    return this.db.transaction().execute(async (tx) => {
      const { id } = await tx
        .insertInto('selections')
        .values({ submission_id: submissionId, workflow_ids: JSON.stringify(workflowIds), total_setup_cents: totals.setup, total_monthly_cents: totals.monthly })
        .onConflict((oc) =>
          oc.column('submission_id').doUpdateSet((eb) => ({
            id: sql<string>`gen_random_uuid()`,
            workflow_ids: eb.ref('excluded.workflow_ids'),
            total_setup_cents: eb.ref('excluded.total_setup_cents'),
            total_monthly_cents: eb.ref('excluded.total_monthly_cents'),
            created_at: sqlNow,
          })),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('plans')
        .values({ submission_id: submissionId, selection_id: id, status: 'pending' })
        .onConflict((oc) =>
          oc.column('submission_id').doUpdateSet((eb) => ({ selection_id: eb.ref('excluded.selection_id'), status: 'pending', plan_data: null, updated_at: sqlNow })),
        )
        .execute();
      await tx.updateTable('submissions').set({ total_value_cents: totals.value, status: 'pending' }).where('id', '=', submissionId).execute();
      return id;
    });
  }

  /**
   * Selections whose plan has waited longer than `olderThanSeconds`, each marked as asked again now (so the
   * next sweep leaves it for as long): their job failed for good or never reached the queue.
   */
  async claimStalePendingPlans(olderThanSeconds: number): Promise<Array<{ selectionId: string; submissionId: string; workflowIds: string[] }>> {
    const rows = await this.db
      .updateTable('plans')
      .set({ updated_at: sqlNow })
      .from('selections')
      .whereRef('selections.id', '=', 'plans.selection_id')
      .where('plans.status', '=', 'pending')
      .where('plans.updated_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
      .returning(['plans.selection_id', 'plans.submission_id', 'selections.workflow_ids'])
      .execute();
    return rows.map((row) => ({ selectionId: row.selection_id, submissionId: row.submission_id, workflowIds: row.workflow_ids }));
  }

  /** Stores a generated plan if its selection is still the current one; false when it was replaced or deleted. */
  /** Whether the plan of this selection (still the submission's) is generated. */
  async planGenerated(selectionId: string): Promise<boolean> {
    const row = await this.db.selectFrom('plans').select('status').where('selection_id', '=', selectionId).executeTakeFirst();
    return row?.status === 'generated';
  }

  async storePlan(selectionId: string, planData: PlanData, generation: GenerationRecord): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const submission = await tx
        .with('plan', (db) =>
          db
            .updateTable('plans')
            .set({ status: 'generated', plan_data: JSON.stringify(planData), updated_at: sqlNow })
            .where('selection_id', '=', selectionId)
            .where('status', '=', 'pending')
            .returning('submission_id'),
        )
        .updateTable('submissions')
        .from('plan')
        .set({ status: 'generated' })
        .whereRef('submissions.id', '=', 'plan.submission_id')
        .returning('submissions.id')
        .executeTakeFirst();
      if (!submission) return false;
      await tx.insertInto('generations').values({ ...generationRow('plan', generation), submission_id: submission.id }).execute();
      return true;
    });
  }
}
