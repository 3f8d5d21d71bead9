import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const CAUSES_BEFORE = ['plan-email-sent', 'call-booked', 'sprint-paid', 'subscription-started', 'automation-in-progress', 'automation-live', 'by-hand'];
const causes = (list: readonly string[]) => list.map((cause) => `'${cause}'`).join(', ');

/**
 * A paid sprint becomes work. `sprint_orders`: one row per paid order (billing's id as the key, so a
 * repeated payment notice makes nothing twice), with what it covers, the submission its lead's email made
 * (none for a walk-in buyer), its 24-hour delivery clock and its refund. A sprint's automations belong to its order, not to a client account: `account_id` is null for
 * them, and the portal shows them to the account linked to the order (one that proved the order's email).
 * A catalog choice for a walk-in order has no submission, so `submission_id` may be null too.
 */
export class SprintWork1765810000000 implements MigrationInterface {
  name = 'SprintWork1765810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.sprint_orders (
        order_id uuid PRIMARY KEY,
        package text NOT NULL CHECK (package IN ('starter', 'growth')),
        covers integer NOT NULL CHECK (covers > 0),
        submission_id uuid,
        paid_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      ALTER TABLE ${s}.automations
        ALTER COLUMN account_id DROP NOT NULL,
        ALTER COLUMN submission_id DROP NOT NULL,
        ADD COLUMN order_id uuid REFERENCES ${s}.sprint_orders (order_id) ON DELETE CASCADE,
        ADD CONSTRAINT automations_owned CHECK (account_id IS NOT NULL OR order_id IS NOT NULL)`);
    // One automation per workflow of a sprint, however often its payment is announced.
    await queryRunner.query(`CREATE UNIQUE INDEX automations_sprint_workflow_key ON ${s}.automations (order_id, workflow_id) WHERE order_id IS NOT NULL`);
    // A refunded sprint moves its business (written out: a migration states the causes of its day).
    await queryRunner.query(`ALTER TABLE ${s}.stage_moves DROP CONSTRAINT stage_moves_cause_check`);
    await queryRunner.query(`ALTER TABLE ${s}.stage_moves ADD CONSTRAINT stage_moves_cause_check CHECK (cause IN (${causes([...CAUSES_BEFORE, 'sprint-refunded'])}))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DELETE FROM ${s}.stage_moves WHERE cause = 'sprint-refunded'`);
    await queryRunner.query(`ALTER TABLE ${s}.stage_moves DROP CONSTRAINT stage_moves_cause_check`);
    await queryRunner.query(`ALTER TABLE ${s}.stage_moves ADD CONSTRAINT stage_moves_cause_check CHECK (cause IN (${causes(CAUSES_BEFORE)}))`);
    await queryRunner.query(`DELETE FROM ${s}.automations WHERE order_id IS NOT NULL`);
    await queryRunner.query(`DROP INDEX ${s}.automations_sprint_workflow_key`);
    await queryRunner.query(`
      ALTER TABLE ${s}.automations
        DROP CONSTRAINT automations_owned,
        DROP COLUMN order_id,
        ALTER COLUMN submission_id SET NOT NULL,
        ALTER COLUMN account_id SET NOT NULL`);
    await queryRunner.query(`DROP TABLE ${s}.sprint_orders`);
  }
}
