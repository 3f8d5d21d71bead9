import { ESTIMATED_WEEKLY_HOURS, type Automation, type WorkflowSuggestion } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { AdminDb, AutomationsTable } from '../database/admin-db';

function toAutomation(row: Selectable<AutomationsTable>): Automation {
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
  };
}

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
          go_live_date: null,
          last_activity_at: null,
          setup_cost: workflow.setupCost,
          monthly_cost: workflow.monthlyCost,
        })),
      )
      .onConflict((conflict) => conflict.constraint('automations_workflow_key').doNothing())
      .returning('id')
      .execute();
    return rows.length;
  }

  /** An account's automations in the order they were added. */
  async ofAccount(accountId: string): Promise<Automation[]> {
    const rows = await this.db.selectFrom('automations').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('title').execute();
    return rows.map(toAutomation);
  }
}
