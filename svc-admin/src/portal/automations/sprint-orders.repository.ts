import { Packages, type CompanySize, type PackageName, type SprintOnRecord, type WorkflowSuggestion } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { PortalDb, SprintOrdersTable } from '../portal-db';
import { sprintRow } from './automation-rows';

/** The workflows a lead chose, and the size of its business (what their hours a week are estimated from). */
export interface Selection {
  workflows: readonly WorkflowSuggestion[];
  size: CompanySize;
}

/** A paid sprint as its payment notice announces it. */
export interface PaidSprint {
  orderId: string;
  package: PackageName;
  covers: number;
  /** The business it is for: the submission of the lead's email (null: a walk-in buyer). */
  submissionId: string | null;
  paidAt: Date;
  dueAt: Date;
}

const toSprint = (row: Selectable<SprintOrdersTable> & { chosen: string | null }): SprintOnRecord => ({
  orderId: row.order_id,
  package: row.package,
  covers: row.covers,
  chosen: Number(row.chosen),
  paidAt: row.paid_at.toISOString(),
  dueAt: row.due_at.toISOString(),
  refundedAt: row.refunded_at?.toISOString() ?? null,
});

/**
 * Paid sprints (`sprint_orders`) and the automations they cover: the desk reaches them through
 * `PortalFacade` only. An automation's own rows are `AutomationRepository`'s, which shows each beside its sprint.
 */
@Injectable()
export class SprintOrdersRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb>) {}

  /**
   * A paid sprint becomes work, once: its row is keyed by the order, so a repeated notice (the webhook or
   * the job delivered twice, concurrently even) finds it there and adds nothing. In the same transaction,
   * the automations of the lead's selection it covers (the first `covers`), priced by the sprint alone.
   * True when this call started it.
   */
  async startSprint(sprint: PaidSprint, selection: Selection | null): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const started = await trx
        .insertInto('sprint_orders')
        .values({ order_id: sprint.orderId, package: sprint.package, covers: sprint.covers, submission_id: sprint.submissionId, paid_at: sprint.paidAt, due_at: sprint.dueAt, refunded_at: null })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .returning('order_id')
        .executeTakeFirst();
      const workflows = selection?.workflows.slice(0, sprint.covers) ?? [];
      if (!started || !workflows.length) return started !== undefined;
      await trx.insertInto('automations').values(workflows.map((workflow) => sprintRow(sprint.orderId, sprint.submissionId, workflow, selection?.size ?? null))).execute();
      return true;
    });
  }
  /**
   * The agency's choice of a sprint's remaining automations from the catalog. The sprint's row is locked
   * meanwhile, so two choices at once cannot cover more than the sprint does. 'full': more than it has left;
   * null: no such sprint.
   */
  async chooseForSprint(orderId: string, workflows: readonly WorkflowSuggestion[], size: CompanySize | null): Promise<SprintOnRecord | 'full' | null> {
    return this.db.transaction().execute(async (trx) => {
      const sprint = await trx.selectFrom('sprint_orders').select(['covers', 'submission_id']).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
      if (!sprint) return null;
      const taken = await trx.selectFrom('automations').select('workflow_id').where('order_id', '=', orderId).execute();
      const fresh = workflows.filter((workflow) => !taken.some((row) => row.workflow_id === workflow.id));
      if (taken.length + fresh.length > sprint.covers) return 'full';
      if (fresh.length) {
        await trx.insertInto('automations').values(fresh.map((workflow) => sprintRow(orderId, sprint.submission_id, workflow, size))).execute();
      }
      return toSprint(await this.sprintsQuery(trx).where('sprint_orders.order_id', '=', orderId).executeTakeFirstOrThrow());
    });
  }

  /** The paid sprints among these orders, newest first, with how many of their automations are chosen. */
  async sprintsOf(orderIds: readonly string[]): Promise<SprintOnRecord[]> {
    if (!orderIds.length) return [];
    const rows = await this.sprintsQuery(this.db).where('sprint_orders.order_id', 'in', orderIds).orderBy('sprint_orders.paid_at', 'desc').execute();
    return rows.map(toSprint);
  }

  /** The paid sprints of the orders linked to an account (once it proved its address), oldest first; a refunded one has left the portal. */
  async ofAccount(accountId: string): Promise<SprintOnRecord[]> {
    const rows = await this.sprintsQuery(this.db)
      .where('sprint_orders.order_id', 'in', (eb) => eb.selectFrom('account_links').select('account_links.ref_id').where('account_links.account_id', '=', accountId).where('account_links.kind', '=', 'order'))
      .where('sprint_orders.refunded_at', 'is', null)
      .orderBy('sprint_orders.paid_at')
      .execute();
    return rows.map(toSprint);
  }

  /** The business a sprint is for (null: none recorded; undefined: no such sprint). */
  async submissionOf(orderId: string): Promise<string | null | undefined> {
    return (await this.db.selectFrom('sprint_orders').select('submission_id').where('order_id', '=', orderId).executeTakeFirst())?.submission_id;
  }

  /** What every paid sprint not refunded brought in (cents): the pipeline's sprints (decision 064). */
  async paidValue(): Promise<number> {
    const rows = await this.db.selectFrom('sprint_orders').select(['package', (eb) => eb.fn.countAll<string>().as('n')]).where('refunded_at', 'is', null).groupBy('package').execute();
    return rows.reduce((sum, row) => sum + Number(row.n) * Packages[row.package].priceCents, 0);
  }

  /** The agency refunded the order: its automations leave the client's portal (they stay on the record). */
  async markSprintRefunded(orderId: string): Promise<void> {
    await this.db.updateTable('sprint_orders').set({ refunded_at: sqlNow }).where('order_id', '=', orderId).where('refunded_at', 'is', null).execute();
  }

  private sprintsQuery(db: Kysely<PortalDb>) {
    return db
      .selectFrom('sprint_orders')
      .selectAll('sprint_orders')
      .select((eb) => eb.selectFrom('automations').select((a) => a.fn.countAll<string>().as('n')).whereRef('automations.order_id', '=', 'sprint_orders.order_id').as('chosen'));
  }
}
