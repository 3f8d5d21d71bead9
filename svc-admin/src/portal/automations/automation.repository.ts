import { isMeasured, measuredWeeklyHours, reportedRunsOf, SUPPORT_DAYS_AFTER_GO_LIVE, type Automation, type CompanySize, type PackageName, type RunDay, type UpdateAutomationRequest, type WorkflowSuggestion } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { AutomationsTable, PortalDb } from '../portal-db';
import { AutomationRunsRepository } from '../automation-runs/automation-runs.repository';
import { AGENCY_CLOCK, agencyToday, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { pendingRow } from './automation-rows';

/**
 * An automation with what ties it to its account (none: a sprint's), the business it came from, the sprint
 * order that covers it, and its reported runs by day (what its savings are computed from).
 */
export type AutomationRecord = Automation & { accountId: string | null; submissionId: string | null; workflowId: string; orderId: string | null; runDays: RunDay[] };

/** What a report is checked against: the automation's go-live day, its minutes per run and its ceiling on them. */
export type IngestTokenHolder = Pick<Automation, 'goLiveDate' | 'minutesPerRun' | 'runMinutesCeiling'>;

/** An automation row with its sprint's columns (null: no sprint covers it). */
type AutomationRow = Selectable<AutomationsTable> & { sprint_package: PackageName | null; sprint_due_at: Date | null; sprint_refunded_at: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day of the 30 days of support after go-live (SPEC §9): the go-live day counts as the first. */
export const supportEndsOn = (goLiveDate: string | null) => (goLiveDate ? new Date(Date.parse(goLiveDate) + (SUPPORT_DAYS_AFTER_GO_LIVE - 1) * DAY_MS).toISOString().slice(0, 10) : null);

/** An automation row as a record; `today` is the agency's, as its run days are. */
function toAutomation(row: AutomationRow, runDays: RunDay[], today: string): AutomationRecord {
  const minutesPerRun = row.minutes_per_run === null ? null : Number(row.minutes_per_run);
  const savings = { status: row.status, goLiveDate: row.go_live_date, estimatedWeeklyTimeSaved: Number(row.estimated_weekly_hours), minutesPerRun, runDays };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    estimatedWeeklyTimeSaved: savings.estimatedWeeklyTimeSaved,
    actualWeeklyTimeSaved: measuredWeeklyHours(savings, today),
    minutesPerRun,
    runMinutesCeiling: Number(row.run_minutes_ceiling),
    reportedRuns: reportedRunsOf(runDays, today),
    savingsBasis: isMeasured(savings) ? 'measured' : 'estimated',
    ingestTokenIssuedAt: row.ingest_token_issued_at?.toISOString() ?? null,
    setupCost: row.setup_cost,
    monthlyCost: row.monthly_cost,
    progressPercent: row.progress_percent,
    goLiveDate: row.go_live_date,
    lastActivityAt: row.last_activity_at?.toISOString() ?? null,
    resumeRequestedAt: row.resume_requested_at?.toISOString() ?? null,
    sprint: row.order_id && row.sprint_package && row.sprint_due_at ? { orderId: row.order_id, package: row.sprint_package, dueAt: row.sprint_due_at.toISOString(), refunded: row.sprint_refunded_at !== null } : null,
    supportEndsOn: supportEndsOn(row.go_live_date),
    accountId: row.account_id,
    submissionId: row.submission_id,
    workflowId: row.workflow_id,
    orderId: row.order_id,
    runDays,
  };
}

/** The columns an update sets: only the fields it carries; a status other than paused answers a resume request. */
function columnsOf(changes: UpdateAutomationRequest) {
  const { status, progressPercent, goLiveDate, estimatedWeeklyTimeSaved, minutesPerRun, runMinutesCeiling } = changes;
  return {
    ...(status !== undefined ? { status, ...(status === 'paused' ? {} : { resume_requested_at: null }) } : {}),
    ...(progressPercent !== undefined ? { progress_percent: progressPercent } : {}),
    ...(goLiveDate !== undefined ? { go_live_date: goLiveDate } : {}),
    ...(estimatedWeeklyTimeSaved !== undefined ? { estimated_weekly_hours: estimatedWeeklyTimeSaved } : {}),
    ...(minutesPerRun !== undefined ? { minutes_per_run: minutesPerRun } : {}),
    ...(runMinutesCeiling !== undefined ? { run_minutes_ceiling: runMinutesCeiling } : {}),
  };
}

/** The automation's business is linked to its account (the account proved the business's email). */
const linkedToItsAccount = (eb: ExpressionBuilder<PortalDb, 'automations'>) =>
  eb.exists(
    eb
      .selectFrom('account_links')
      .select('account_links.ref_id')
      .whereRef('account_links.account_id', '=', 'automations.account_id')
      .where('account_links.kind', '=', 'submission')
      .whereRef('account_links.ref_id', '=', 'automations.submission_id'),
  );

/**
 * What an account sees: its own automations of businesses linked to it, and the automations of sprint
 * orders linked to it (it proved the order's email), unless the sprint was refunded.
 */
const visibleTo = (accountId: string) => (eb: ExpressionBuilder<PortalDb, 'automations'>) =>
  eb.or([
    eb.and([eb('automations.account_id', '=', accountId), linkedToItsAccount(eb)]),
    eb.and([
      eb('automations.order_id', 'in', eb.selectFrom('account_links').select('account_links.ref_id').where('account_links.account_id', '=', accountId).where('account_links.kind', '=', 'order')),
      eb.not(eb.exists(eb.selectFrom('sprint_orders').select('sprint_orders.order_id').whereRef('sprint_orders.order_id', '=', 'automations.order_id').where('sprint_orders.refunded_at', 'is not', null))),
    ]),
  ]);

/** What a record shows the client (and the agency's pages): the contract's automation. */
export const shown = ({ accountId: _account, submissionId: _submission, workflowId: _workflow, orderId: _order, runDays: _runs, ...automation }: AutomationRecord): Automation => automation;

/**
 * The automations the agency delivers to client accounts. Besides it, only a sprint's rows
 * (`SprintOrdersRepository`) and a first run's time (`AutomationRunsRepository`) write `automations`. Its days are the agency's.
 */
@Injectable()
export class AutomationRepository {
  constructor(
    @Inject(KYSELY) private readonly db: Kysely<PortalDb>,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(AutomationRunsRepository) private readonly runs: AutomationRunsRepository,
  ) {}

  /**
   * The workflows a business of `size` chose become the account's automations, pending, estimated from their template and that size.
   * One per workflow of each submission: linking again adds only what is new.
   */
  async addPending(accountId: string, submissionId: string, workflows: readonly WorkflowSuggestion[], size: CompanySize): Promise<number> {
    // A workflow a paid sprint already covers is that sprint's work, not a second automation with its own price.
    const covered = new Set((await this.db.selectFrom('automations').select('workflow_id').where('submission_id', '=', submissionId).where('order_id', 'is not', null).execute()).map((row) => row.workflow_id));
    const uncovered = workflows.filter((workflow) => !covered.has(workflow.id));
    if (uncovered.length === 0) return 0;
    const rows = await this.db
      .insertInto('automations')
      .values(uncovered.map((workflow) => ({ ...pendingRow(workflow, size), account_id: accountId, submission_id: submissionId, setup_cost: workflow.setupCost, monthly_cost: workflow.monthlyCost })))
      .onConflict((conflict) => conflict.constraint('automations_workflow_key').doNothing())
      .returning('id')
      .execute();
    return rows.length;
  }


  async one(id: string): Promise<AutomationRecord | null> {
    const row = await this.withSprint().where('automations.id', '=', id).executeTakeFirst();
    return row ? (await this.withRuns([row]))[0] : null;
  }

  /**
   * An account's automations in the order they were added: only those of businesses still linked to it (a
   * link exists once its email is proven; automations made before that proof wait on their business's record).
   */
  async ofAccount(accountId: string): Promise<AutomationRecord[]> {
    const rows = await this.withSprint().where(visibleTo(accountId)).orderBy('automations.created_at').orderBy('automations.title').execute();
    return this.withRuns(rows);
  }

  /** The automations a business brought (any of its submissions') and those its paid sprints cover: the desk's view. */
  async ofBusiness(submissionIds: readonly string[], orderIds: readonly string[]): Promise<AutomationRecord[]> {
    if (!submissionIds.length && !orderIds.length) return [];
    const rows = await this.withSprint()
      .where((eb) => eb.or([...(submissionIds.length ? [eb('automations.submission_id', 'in', submissionIds)] : []), ...(orderIds.length ? [eb('automations.order_id', 'in', orderIds)] : [])]))
      .orderBy('automations.created_at')
      .orderBy('automations.title')
      .execute();
    return this.withRuns(rows);
  }

  /** The submission that brought an automation (null: none, or no such automation). */
  async submissionOf(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('automations').select('submission_id').where('id', '=', id).executeTakeFirst();
    return row?.submission_id ?? null;
  }

  /** The account whose plan limits it: none for a sprint's (the sprint pays for it) or no such automation. */
  async accountOf(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('automations').select('account_id').where('id', '=', id).executeTakeFirst();
    return row?.account_id ?? null;
  }

  /** The account told of its changes: its own, or for a sprint's the account that proved the order's email (null: none yet). */
  async audienceOf({ accountId, orderId }: AutomationRecord): Promise<string | null> {
    if (accountId || !orderId) return accountId;
    const link = await this.db.selectFrom('account_links').select('account_id').where('kind', '=', 'order').where('ref_id', '=', orderId).orderBy('linked_at').executeTakeFirst();
    return link?.account_id ?? null;
  }

  /**
   * Applies the agency's changes. With `maxLive`, an automation going live is refused ('over-limit') when its
   * account already has that many live: the count and the change hold the account's lock, so two go-lives
   * at once cannot both slip under the limit. Minutes per run above the ceiling, as changed, are refused
   * ('over-ceiling', with the ceiling).
   */
  async update(id: string, changes: UpdateAutomationRequest, maxLive: number | null = null): Promise<{ before: AutomationRecord; after: AutomationRecord } | 'over-limit' | { overCeiling: number } | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('automations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) return null;
      const ceiling = changes.runMinutesCeiling ?? Number(row.run_minutes_ceiling);
      const minutesPerRun = changes.minutesPerRun === undefined ? (row.minutes_per_run === null ? null : Number(row.minutes_per_run)) : changes.minutesPerRun;
      if (minutesPerRun !== null && minutesPerRun > ceiling) return { overCeiling: ceiling };
      if (maxLive !== null && row.account_id && changes.status === 'live' && row.status !== 'live') {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`automations-live:${row.account_id}`}))`.execute(trx);
        const { live } = await trx.selectFrom('automations').select((eb) => eb.fn.countAll<string>().as('live')).where('account_id', '=', row.account_id).where('status', '=', 'live').executeTakeFirstOrThrow();
        if (Number(live) >= maxLive) return 'over-limit';
      }
      // Savings count from the go-live day: going live without one, it is the agency's today.
      const today = agencyToday(this.clock);
      const goLive = changes.status === 'live' && row.status !== 'live' && !row.go_live_date && changes.goLiveDate === undefined ? { go_live_date: today } : {};
      await trx.updateTable('automations').set({ last_activity_at: sqlNow, ...goLive, ...columnsOf(changes) }).where('id', '=', id).execute();
      // The sprint's columns (package, clock, refund) are not what an update changes: the row before takes them from after.
      const after = await this.withSprint(trx).where('automations.id', '=', id).executeTakeFirstOrThrow();
      const runDays = (await this.runs.daysOf([id], trx)).get(id) ?? [];
      return { before: toAutomation({ ...after, ...row }, runDays, today), after: toAutomation(after, runDays, today) };
    });
  }

  /** Records the client's request to resume a paused automation of its own; null when it is not one (or not paused). */
  async requestResume(id: string, accountId: string): Promise<AutomationRecord | null> {
    const row = await this.db
      .updateTable('automations')
      .set((eb) => ({ resume_requested_at: eb.fn.coalesce('resume_requested_at', sqlNow) }))
      .where('id', '=', id)
      .where(visibleTo(accountId))
      .where('status', '=', 'paused')
      .returning('id')
      .executeTakeFirst();
    return row ? this.one(row.id) : null;
  }

  /**
   * A new ingest token's digest replaces the one before (which stops working at once); answers when it was
   * issued, or null when there is no such automation.
   */
  async issueIngestToken(id: string, digest: string): Promise<Date | null> {
    const row = await this.db.updateTable('automations').set({ ingest_token_hash: digest, ingest_token_issued_at: sqlNow }).where('id', '=', id).returning('ingest_token_issued_at').executeTakeFirst();
    return row?.ingest_token_issued_at ?? null;
  }

  /** The automation whose current token has this digest, with what a report is checked against; null for any other. */
  async ingestTokenHolder(id: string, digest: string): Promise<IngestTokenHolder | null> {
    const row = await this.db
      .selectFrom('automations')
      .select(['go_live_date', 'minutes_per_run', 'run_minutes_ceiling'])
      .where('id', '=', id)
      .where('ingest_token_hash', '=', digest)
      .executeTakeFirst();
    return row ? { goLiveDate: row.go_live_date, minutesPerRun: row.minutes_per_run === null ? null : Number(row.minutes_per_run), runMinutesCeiling: Number(row.run_minutes_ceiling) } : null;
  }

  /** Rows as records, each with its run days (one query for all). */
  private async withRuns(rows: readonly AutomationRow[]): Promise<AutomationRecord[]> {
    const days = await this.runs.daysOf(rows.map((row) => row.id));
    const today = agencyToday(this.clock);
    return rows.map((row) => toAutomation(row, days.get(row.id) ?? [], today));
  }

  /** Automations with their sprint's package, clock and refund. */
  private withSprint(db: Kysely<PortalDb> = this.db) {
    return db
      .selectFrom('automations')
      .leftJoin('sprint_orders', 'sprint_orders.order_id', 'automations.order_id')
      .selectAll('automations')
      .select(['sprint_orders.package as sprint_package', 'sprint_orders.due_at as sprint_due_at', 'sprint_orders.refunded_at as sprint_refunded_at']);
  }

  /** A deleted business's automations go with it, and its sprints (with theirs, chosen from the catalog too). */
  async forgetSubmission(submissionId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('automations').where('submission_id', '=', submissionId).execute();
      await trx.deleteFrom('sprint_orders').where('submission_id', '=', submissionId).execute();
    });
  }
}
