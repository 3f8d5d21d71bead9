import type { BoardPage, BusinessCard, BusinessHistory, BusinessRow, DashboardStats, GenerationLogEntry, Submission, RecordProgressRequest, SubmissionListQuery, SubmissionSort, WorkflowSuggestion } from '@biz/contracts';
import { KYSELY, likeContaining, pageOf, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder, type ExpressionOrFactory, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { IntakeDb, SubmissionsTable } from '../database/intake-db';

/** A submission's business and contact, as the desk links orders and calls to it. */
type SubmissionContact = Pick<Submission, 'id' | 'businessId' | 'businessName' | 'contactEmail' | 'createdAt'>;

/** A submission with its plan and selection, as `records()` selects it. */
interface SubmissionRecordRow extends Selectable<SubmissionsTable> {
  plan_status: Submission['status'] | null;
  plan_data: NonNullable<Submission['plan']>['planData'];
  total_setup_cents: number | null;
  total_monthly_cents: number | null;
}

function toSubmission(row: SubmissionRecordRow): Submission {
  return {
    id: row.id,
    businessId: row.business_id,
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

function toCard(row: { id: string; business_id: string; business_name: string; contact_email: string; first_seen: Date }): BusinessCard {
  return { businessId: row.business_id, submissionId: row.id, businessName: row.business_name, contactEmail: row.contact_email, firstSeen: row.first_seen.toISOString() };
}

/**
 * The list's WHERE: businesses (their latest submissions), the search in the business name or email, SPEC's
 * status, since when, and only those never moved past New (no progress row).
 */
type ListFilter = Pick<SubmissionListQuery, 'search' | 'status' | 'since' | 'unmoved'>;
const listFilter =
  ({ search, status, since, unmoved }: ListFilter) =>
  (eb: ExpressionBuilder<IntakeDb, 'submissions'>) => {
    const pattern = search ? likeContaining(search) : null;
    const progressed = eb.selectFrom('business_progress').select('business_progress.business_id');
    return eb.and([
      eb('submissions.is_latest', '=', true),
      ...(pattern ? [eb.or([eb('submissions.business_name', 'ilike', pattern), eb('submissions.contact_email', 'ilike', pattern)])] : []),
      ...(since ? [eb('submissions.created_at', '>=', new Date(since))] : []),
      ...(unmoved ? [eb('submissions.business_id', 'not in', progressed)] : []),
      // 'sent' and 'completed' are how far the pipeline took the business; before that, its plan's status.
      ...(status === 'all'
        ? []
        : status === 'sent' || status === 'completed'
          ? [eb('submissions.business_id', 'in', progressed.where('business_progress.progress', '=', status))]
          : [eb('submissions.status', '=', status), eb('submissions.business_id', 'not in', progressed.where('business_progress.progress', 'is not', null))]),
    ]);
  };

/**
 * The list's ORDER BY for each sort, each ending on the id so pages never overlap, and each an index read
 * in order (migration DashboardIndexes): 'oldest' is exactly 'newest' reversed, so one index serves both.
 */
const orderings: Record<SubmissionSort, Array<['created_at' | 'total_value_cents' | 'business_name' | 'id', 'asc' | 'desc']>> = {
  newest: [['created_at', 'desc'], ['id', 'asc']],
  oldest: [['created_at', 'asc'], ['id', 'desc']],
  value: [['total_value_cents', 'desc'], ['created_at', 'desc'], ['id', 'asc']],
  name: [['business_name', 'asc'], ['created_at', 'desc'], ['id', 'asc']],
};
/** For the page's ids (submissions alone) and for its rows (joined): hence a reference by name, not a typed column. */
const sortedBy =
  (sort: SubmissionSort) =>
  <T extends keyof IntakeDb, O>(query: SelectQueryBuilder<IntakeDb, T, O>) =>
    orderings[sort].reduce((q, [column, direction]) => q.orderBy(sql.ref(`submissions.${column}`), direction), query);

/** Reads and deletes of submissions for the admin context (the internal API): the only SQL it runs. */
@Injectable()
export class SubmissionRecordsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<IntakeDb>) {}

  private records() {
    return this.db
      .selectFrom('submissions')
      .leftJoin('plans', 'plans.submission_id', 'submissions.id')
      .leftJoin('selections', 'selections.submission_id', 'submissions.id')
      .selectAll('submissions')
      .select(['plans.status as plan_status', 'plans.plan_data', 'selections.total_setup_cents', 'selections.total_monthly_cents']);
  }

  /**
   * The page and the total, as two queries run side by side: a total in the page query (count(*) over())
   * would join and sort every match before LIMIT. The page's ids come from submissions alone (an index
   * read in order, index-only for a deep page), and only those rows are joined.
   */
  async list({ sort, page, pageSize, ...filter }: SubmissionListQuery): Promise<{ submissions: BusinessRow[]; total: number }> {
    const pageIds = this.db.selectFrom('submissions').select('submissions.id').where(listFilter(filter)).$call(sortedBy(sort)).$call(pageOf({ page, pageSize }));
    const [submissions, total] = await Promise.all([this.businessRows((eb) => eb('submissions.id', 'in', pageIds), sort), this.count(filter)]);
    return { submissions, total };
  }

  /** These businesses by their latest submissions, newest first (one query, whatever the count). */
  latestOf(businessIds: readonly string[]): Promise<BusinessRow[]> {
    return businessIds.length ? this.businessRows((eb) => eb.and([eb('submissions.business_id', 'in', businessIds), eb('submissions.is_latest', '=', true)]), 'newest') : Promise.resolve([]);
  }

  /** Rows of the table: the submission with its plan, how far the pipeline took its business, and how many it made. */
  private async businessRows(which: (eb: ExpressionBuilder<IntakeDb, 'submissions'>) => ReturnType<ExpressionBuilder<IntakeDb, 'submissions'>['and']>, sort: SubmissionSort): Promise<BusinessRow[]> {
    const rows = await this.records()
      .leftJoin('business_progress', 'business_progress.business_id', 'submissions.business_id')
      .select('business_progress.progress')
      .select((eb) =>
        eb
          .selectFrom('submissions as made')
          .select((count) => count.fn.countAll<string>().as('n'))
          .whereRef('made.business_id', '=', 'submissions.business_id')
          .as('submission_count'),
      )
      .where(which)
      .$call(sortedBy(sort))
      .execute();
    return rows.map((row) => ({ ...toSubmission(row), status: row.progress ?? row.status, submissionCount: Number(row.submission_count) }));
  }

  private async count(filter: ListFilter): Promise<number> {
    const row = await this.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(listFilter(filter))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async stats(): Promise<DashboardStats> {
    const row = await this.db
      .selectFrom('submissions')
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.countAll().filterWhere('is_latest', '=', true).as('businesses'),
        eb.fn.countAll().filterWhere((f) => f.and([f('is_latest', '=', true), f('status', 'in', ['generated', 'sent', 'completed'])])).as('generated'),
        eb.fn.countAll().filterWhere((f) => f.and([f('is_latest', '=', true), f('status', '=', 'pending')])).as('pending'),
        eb.fn.coalesce(eb.fn.sum(eb.case().when('is_latest', '=', true).then(eb.ref('total_value_cents')).else(0).end()), eb.lit(0)).as('pipeline'),
      ])
      .executeTakeFirstOrThrow();
    return {
      totalSubmissions: Number(row.total),
      businesses: Number(row.businesses),
      plansGenerated: Number(row.generated),
      pendingReview: Number(row.pending),
      pipelineValue: Number(row.pipeline),
    };
  }

  async one(id: string): Promise<Submission | null> {
    const row = await this.records().where('submissions.id', '=', id).executeTakeFirst();
    return row ? toSubmission(row) : null;
  }

  /** The latest submission of the business `id` names: the business's own id, or any of its submissions' (null: neither). */
  async latestSubmissionOf(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('submissions')
      .select('id')
      .where('is_latest', '=', true)
      .where((eb) => eb.or([eb('business_id', '=', id), eb('business_id', '=', eb.selectFrom('submissions as named').select('named.business_id').where('named.id', '=', id))]))
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** The business of a submission: its addresses and every submission it made, newest first. */
  async businessOf(businessId: string): Promise<BusinessHistory> {
    const [emails, submissions] = await Promise.all([
      this.db.selectFrom('business_emails').select('email').where('business_id', '=', businessId).orderBy('email').execute(),
      this.db
        .selectFrom('submissions')
        .select(['id', 'business_name', 'contact_email', 'status', 'total_value_cents', 'created_at'])
        .where('business_id', '=', businessId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ]);
    return {
      id: businessId,
      emails: emails.map((e) => e.email),
      submissions: submissions.map((r) => ({ id: r.id, businessName: r.business_name, contactEmail: r.contact_email, status: r.status, totalValue: r.total_value_cents, createdAt: r.created_at.toISOString() })),
    };
  }

  /** Records how far the pipeline took a business (no row: never past New); false for a business that does not exist. */
  async recordProgress(businessId: string, { progress, pastNew }: RecordProgressRequest): Promise<boolean> {
    const exists = await this.db.selectFrom('business_emails').select('business_id').where('business_id', '=', businessId).limit(1).executeTakeFirst();
    if (!exists) return false;
    if (!pastNew) await this.db.deleteFrom('business_progress').where('business_id', '=', businessId).execute();
    else
      await this.db
        .insertInto('business_progress')
        .values({ business_id: businessId, progress })
        .onConflict((oc) => oc.column('business_id').doUpdateSet({ progress, updated_at: sqlNow }))
        .execute();
    return true;
  }

  /**
   * Moves addresses, with their submissions, from one business to another (a merge: all of `from`'s; its
   * undo: those it brought), both businesses locked as the triggers lock them, then elects both latest rows
   * again. A business left with nothing forgets its progress. Null when `from` has none of those addresses.
   */
  async moveAddresses(from: string, into: string, emails?: readonly string[]): Promise<string[] | null> {
    return this.db.transaction().execute(async (tx) => {
      for (const id of [from, into].sort()) await sql`SELECT lock_business(${id})`.execute(tx);
      const moved = await tx
        .updateTable('business_emails')
        .set({ business_id: into })
        .where('business_id', '=', from)
        .$if(emails !== undefined, (q) => q.where('email', 'in', emails ?? []))
        .returning('email')
        .execute();
      if (!moved.length) return null;
      const addresses = moved.map((row) => row.email).sort();
      await tx
        .updateTable('submissions')
        .set({ business_id: into, is_latest: false })
        .where('business_id', '=', from)
        .where((eb) => eb(eb.fn('lower', ['contact_email']), 'in', addresses))
        .execute();
      await sql`SELECT elect_latest(${into}), elect_latest(${from})`.execute(tx);
      return addresses;
    });
  }

  async offeredAndSelected(id: string): Promise<{ suggestions: WorkflowSuggestion[]; selectedWorkflows: WorkflowSuggestion[]; selectedAt: string | null }> {
    const rows = await this.db
      .selectFrom('offered_suggestions')
      .leftJoin('selections', 'selections.submission_id', 'offered_suggestions.submission_id')
      .select(['offered_suggestions.workflow_id', 'offered_suggestions.suggestion', 'selections.workflow_ids', 'selections.created_at as selected_at'])
      .where('offered_suggestions.submission_id', '=', id)
      .orderBy('offered_suggestions.position')
      .execute();
    const selected = rows.filter((r) => r.workflow_ids?.includes(r.workflow_id));
    return {
      suggestions: rows.map((r) => r.suggestion),
      selectedWorkflows: selected.map((r) => r.suggestion),
      selectedAt: rows[0]?.selected_at?.toISOString() ?? null,
    };
  }

  /** The titles of the workflows each of these submissions chose, in the order they were offered (one query). */
  async selectedTitles(submissionIds: readonly string[]): Promise<Array<{ submissionId: string; titles: string[] }>> {
    if (!submissionIds.length) return [];
    const rows = await this.db
      .selectFrom('offered_suggestions')
      .innerJoin('selections', 'selections.submission_id', 'offered_suggestions.submission_id')
      .select(['offered_suggestions.submission_id', sql<string>`offered_suggestions.suggestion->>'title'`.as('title')])
      .where('offered_suggestions.submission_id', 'in', submissionIds)
      .where(sql<boolean>`selections.workflow_ids ? offered_suggestions.workflow_id`)
      .orderBy('offered_suggestions.submission_id')
      .orderBy('offered_suggestions.position')
      .execute();
    const titles = new Map<string, string[]>();
    for (const row of rows) titles.set(row.submission_id, [...(titles.get(row.submission_id) ?? []), row.title]);
    return [...titles].map(([submissionId, chosen]) => ({ submissionId, titles: chosen }));
  }

  /** The submissions these emails made, any case, newest first (the admin links orders to them). */
  byEmails(emails: string[]): Promise<SubmissionContact[]> {
    return emails.length ? this.contacts((eb) => eb(eb.fn('lower', ['contact_email']), 'in', emails.map((email) => email.toLowerCase()))) : Promise.resolve([]);
  }

  /** These submissions, newest first (the desk's calls name their businesses by them). */
  byIds(ids: string[]): Promise<SubmissionContact[]> {
    return ids.length ? this.contacts((eb) => eb('id', 'in', ids)) : Promise.resolve([]);
  }

  private async contacts(which: ExpressionOrFactory<IntakeDb, 'submissions', SqlBool>): Promise<SubmissionContact[]> {
    const rows = await this.db.selectFrom('submissions').select(['id', 'business_id', 'business_name', 'contact_email', 'created_at']).where(which).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, businessId: r.business_id, businessName: r.business_name, contactEmail: r.contact_email, createdAt: r.created_at.toISOString() }));
  }

  /**
   * Board cards: businesses by their latest submission, with their first submission's time (one indexed read
   * each, `submissions_business_idx`). For the businesses the desk moved, by id; for its New column, those
   * it never moved past New (no progress row), newest first, with their total.
   */
  private cards() {
    return this.db
      .selectFrom('submissions')
      .select(['submissions.id', 'submissions.business_id', 'submissions.business_name', 'submissions.contact_email'])
      .select((eb) =>
        // min() of a set holding the row itself is never null; coalesce says so to the types.
        eb.fn.coalesce(eb.selectFrom('submissions as first').select((f) => f.fn.min('first.created_at').as('at')).whereRef('first.business_id', '=', 'submissions.business_id'), eb.ref('submissions.created_at')).as('first_seen'),
      )
      .where('submissions.is_latest', '=', true);
  }

  async cardsOf(businessIds: readonly string[]): Promise<BusinessCard[]> {
    return businessIds.length ? (await this.cards().where('submissions.business_id', 'in', businessIds).execute()).map(toCard) : [];
  }

  async unmovedCards({ page, pageSize }: BoardPage): Promise<{ cards: BusinessCard[]; total: number }> {
    const unmoved = (eb: ExpressionBuilder<IntakeDb, 'submissions'>) => eb.and([eb('submissions.is_latest', '=', true), eb('submissions.business_id', 'not in', eb.selectFrom('business_progress').select('business_progress.business_id'))]);
    const [rows, count] = await Promise.all([
      this.cards().where(unmoved).$call(sortedBy('newest')).$call(pageOf({ page, pageSize })).execute(),
      this.db.selectFrom('submissions').select((eb) => eb.fn.countAll().as('n')).where(unmoved).executeTakeFirstOrThrow(),
    ]);
    return { cards: rows.map(toCard), total: Number(count.n) };
  }

  async generations(id: string): Promise<GenerationLogEntry[]> {
    const rows = await this.db
      .selectFrom('generations')
      .select(['kind', 'source', 'model', 'latency_ms', 'prompt_tokens', 'completion_tokens', 'repaired', 'created_at'])
      .where('submission_id', '=', id)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      kind: r.kind,
      source: r.source,
      model: r.model,
      latencyMs: r.latency_ms,
      promptTokens: r.prompt_tokens,
      completionTokens: r.completion_tokens,
      repaired: r.repaired,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** Deletes the submission and, by cascade, its offer, selection, plan and generation log. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('submissions').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
