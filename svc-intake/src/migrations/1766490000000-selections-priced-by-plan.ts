import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 064: a selection's monthly price is the subscription plan that runs it, not the sum of its
 * automations' running costs, and its first-year value is setup + 12 months of that plan. Reprices the
 * stored selections and their submissions' values with the plans as they were seeded when this ran
 * (Starter $97 up to 3, Growth $297 up to 10, Enterprise $997): a migration keeps its own numbers.
 * Down restores nothing it cannot know; the old sums are in each selection's suggestions.
 */
export class SelectionsPricedByPlan1766490000000 implements MigrationInterface {
  name = 'SelectionsPricedByPlan1766490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      UPDATE ${s}.selections SET total_monthly_cents = CASE
        WHEN jsonb_array_length(workflow_ids) <= 3 THEN 9700
        WHEN jsonb_array_length(workflow_ids) <= 10 THEN 29700
        ELSE 99700 END`);
    await queryRunner.query(`
      UPDATE ${s}.submissions AS sub SET total_value_cents = sel.total_setup_cents + 12 * sel.total_monthly_cents
      FROM ${s}.selections AS sel WHERE sel.submission_id = sub.id AND sub.total_value_cents <> sel.total_setup_cents + 12 * sel.total_monthly_cents`);
  }

  async down(): Promise<void> {
    // Repricing is one way: the plan-priced values stay.
  }
}
