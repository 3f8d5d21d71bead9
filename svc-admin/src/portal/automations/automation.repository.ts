import { ESTIMATED_WEEKLY_HOURS, type Automation, type UpdateAutomationRequest, type WorkflowSuggestion } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { AdminDb, AutomationsTable } from '../../database/admin-db';

/** An automation with what ties it to its account and to the business it came from. */
export type AutomationRecord = Automation & { accountId: string; submissionId: string; workflowId: string };

function toAutomation(row: Selectable<AutomationsTable>): AutomationRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    estimatedWeeklyTimeSaved: Number(row.estimated_weekly_hours),
    actualWeeklyTimeSaved: row.actual_weekly_hours === null ? null : Number(row.actual_weekly_hours),
    setupCost: row.setup_cost,
    monthlyCost: row.monthly_cost,
    progressPercent: row.progress_percent,
    goLiveDate: row.go_live_date,
    lastActivityAt: row.last_activity_at?.toISOString() ?? null,
    resumeRequestedAt: row.resume_requested_at?.toISOString() ?? null,
    accountId: row.account_id,
    submissionId: row.submission_id,
    workflowId: row.workflow_id,
  };
}

/** The columns an update sets: only the fields it carries; a status other than paused answers a resume request. */
function columnsOf(changes: UpdateAutomationRequest) {
  const { status, progressPercent, goLiveDate, estimatedWeeklyTimeSaved, actualWeeklyTimeSaved } = changes;
  return {
    ...(status !== undefined ? { status, ...(status === 'paused' ? {} : { resume_requested_at: null }) } : {}),
    ...(progressPercent !== undefined ? { progress_percent: progressPercent } : {}),
    ...(goLiveDate !== undefined ? { go_live_date: goLiveDate } : {}),
    ...(estimatedWeeklyTimeSaved !== undefined ? { estimated_weekly_hours: estimatedWeeklyTimeSaved } : {}),
    ...(actualWeeklyTimeSaved !== undefined ? { actual_weekly_hours: actualWeeklyTimeSaved } : {}),
  };
}

/** The automation's business is linked to its account (the account proved the business's email). */
const linkedToItsAccount = (eb: ExpressionBuilder<AdminDb, 'automations'>) =>
  eb.exists(
    eb
      .selectFrom('account_links')
      .select('account_links.ref_id')
      .whereRef('account_links.account_id', '=', 'automations.account_id')
      .where('account_links.kind', '=', 'submission')
      .whereRef('account_links.ref_id', '=', 'automations.submission_id'),
  );

/** What a record shows the client (and the agency's pages): the contract's automation. */
export const shown = ({ accountId: _account, submissionId: _submission, workflowId: _workflow, ...automation }: AutomationRecord): Automation => automation;

/** The automations the agency delivers to client accounts: the only SQL on `automations`. */
@Injectable()
export class AutomationRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<AdminDb>) {}

  /**
   * The workflows a business chose become the account's automations, pending, estimated from their impact.
   * One per workflow of each submission: linking again adds only what is new.
   */
  async addPending(accountId: string, submissionId: string, workflows: readonly WorkflowSuggestion[]): Promise<number> {
    if (workflows.length === 0) return 0;
    const rows = await this.db
      .insertInto('automations')
      .values(
        workflows.map((workflow) => ({
          account_id: accountId,
          submission_id: submissionId,
          workflow_id: workflow.id,
          title: workflow.title,
          description: workflow.description,
          estimated_weekly_hours: ESTIMATED_WEEKLY_HOURS[workflow.impact],
          actual_weekly_hours: null,
          setup_cost: workflow.setupCost,
          monthly_cost: workflow.monthlyCost,
          go_live_date: null,
          last_activity_at: null,
          resume_requested_at: null,
        })),
      )
      .onConflict((conflict) => conflict.constraint('automations_workflow_key').doNothing())
      .returning('id')
      .execute();
    return rows.length;
  }

  async one(id: string): Promise<AutomationRecord | null> {
    const row = await this.db.selectFrom('automations').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAutomation(row) : null;
  }

  /**
   * An account's automations in the order they were added: only those of businesses still linked to it (a
   * link exists once its email is proven; automations made before that proof wait on their business's record).
   */
  async ofAccount(accountId: string): Promise<AutomationRecord[]> {
    const rows = await this.db.selectFrom('automations').selectAll().where('account_id', '=', accountId).where(linkedToItsAccount).orderBy('created_at').orderBy('title').execute();
    return rows.map(toAutomation);
  }

  /** The automations of one business (submission), whichever account they were made for: the desk's view. */
  /** The automations a business brought: any of its submissions'. */
  async ofSubmissions(submissionIds: readonly string[]): Promise<AutomationRecord[]> {
    if (!submissionIds.length) return [];
    const rows = await this.db.selectFrom('automations').selectAll().where('submission_id', 'in', submissionIds).orderBy('created_at').orderBy('title').execute();
    return rows.map(toAutomation);
  }

  /**
   * The agency's changes, the row locked meanwhile so two admins' edits apply one after the other; the
   * activity time is now. Answers the automation before and after, or null when it is gone.
   */
  /** The account an automation belongs to, or undefined when there is no such automation. */
  /** The submission that brought an automation (null: none, or no such automation). */
  async submissionOf(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('automations').select('submission_id').where('id', '=', id).executeTakeFirst();
    return row?.submission_id ?? null;
  }

  async accountOf(id: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('automations').select('account_id').where('id', '=', id).executeTakeFirst();
    return row?.account_id;
  }

  /**
   * Applies the agency's changes. With `maxLive`, an automation going live is refused ('over-limit') when its
   * account already has that many live: the count and the change hold the account's lock, so two go-lives
   * at once cannot both slip under the limit.
   */
  async update(id: string, changes: UpdateAutomationRequest, maxLive: number | null = null): Promise<{ before: AutomationRecord; after: AutomationRecord } | 'over-limit' | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('automations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) return null;
      if (maxLive !== null && changes.status === 'live' && row.status !== 'live') {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`automations-live:${row.account_id}`}))`.execute(trx);
        const { live } = await trx.selectFrom('automations').select((eb) => eb.fn.countAll<string>().as('live')).where('account_id', '=', row.account_id).where('status', '=', 'live').executeTakeFirstOrThrow();
        if (Number(live) >= maxLive) return 'over-limit';
      }
      const updated = await trx.updateTable('automations').set({ last_activity_at: sqlNow, ...columnsOf(changes) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return { before: toAutomation(row), after: toAutomation(updated) };
    });
  }

  /** Records the client's request to resume a paused automation of its own; null when it is not one (or not paused). */
  async requestResume(id: string, accountId: string): Promise<AutomationRecord | null> {
    const row = await this.db
      .updateTable('automations')
      .set((eb) => ({ resume_requested_at: eb.fn.coalesce('resume_requested_at', sqlNow) }))
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where(linkedToItsAccount)
      .where('status', '=', 'paused')
      .returningAll()
      .executeTakeFirst();
    return row ? toAutomation(row) : null;
  }

  /** A deleted business's automations go with it. */
  async forgetSubmission(submissionId: string): Promise<void> {
    await this.db.deleteFrom('automations').where('submission_id', '=', submissionId).execute();
  }
}
