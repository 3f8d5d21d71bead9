import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tasks instead of one next step: any number of tasks per business (svc-intake's business id), each due on a
 * day of the agency's zone (and at a time of it, if given), owned by a member or nobody, done once (when, by
 * whom), maybe repeating; and the calls and meetings the team logs after they happened. Each business's next
 * step becomes its first task (a step without a due day is due on the day it was last set, in UTC), owned by
 * the business's owner; the follow-up keeps only the owner.
 */
export class BusinessTasks1766420000000 implements MigrationInterface {
  name = 'BusinessTasks1766420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_tasks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
        type text NOT NULL CHECK (type IN ('call', 'email', 'meeting', 'to-do')),
        due_on date NOT NULL,
        due_time text CHECK (due_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        owner_staff_id uuid REFERENCES ${s}.staff_accounts (id),
        repeat_every integer CHECK (repeat_every BETWEEN 1 AND 365),
        repeat_unit text CHECK (repeat_unit IN ('day', 'week')),
        done_at timestamptz,
        done_by_staff_id uuid REFERENCES ${s}.staff_accounts (id),
        -- The task its repeat created when it was first completed: completing it again creates no other.
        next_task_id uuid REFERENCES ${s}.business_tasks (id) ON DELETE SET NULL,
        created_by_staff_id uuid REFERENCES ${s}.staff_accounts (id),
        -- Carried over from the business's next step: nobody is known to have created it.
        from_next_step boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((repeat_every IS NULL) = (repeat_unit IS NULL)),
        CHECK (done_at IS NOT NULL OR done_by_staff_id IS NULL)
      )`);
    await queryRunner.query(`CREATE INDEX business_tasks_business_idx ON ${s}.business_tasks (business_id, due_on)`);
    // My day reads the open tasks of one owner, or of everyone, by due day.
    await queryRunner.query(`CREATE INDEX business_tasks_open_owner_idx ON ${s}.business_tasks (owner_staff_id, due_on) WHERE done_at IS NULL`);
    await queryRunner.query(`CREATE INDEX business_tasks_open_due_idx ON ${s}.business_tasks (due_on) WHERE done_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('call', 'meeting')),
        happened_at timestamptz NOT NULL,
        outcome text NOT NULL CHECK (length(outcome) BETWEEN 1 AND 200),
        notes text CHECK (length(notes) BETWEEN 1 AND 4000),
        logged_by_staff_id uuid REFERENCES ${s}.staff_accounts (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX business_activities_business_idx ON ${s}.business_activities (business_id, happened_at)`);
    await queryRunner.query(`
      INSERT INTO ${s}.business_tasks (business_id, title, type, due_on, owner_staff_id, from_next_step, created_at)
      SELECT business_id, next_step, 'to-do', coalesce(due_on, (updated_at AT TIME ZONE 'UTC')::date), owner_staff_id, true, updated_at
      FROM ${s}.business_follow_ups WHERE next_step IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.business_follow_ups DROP COLUMN due_on, DROP COLUMN next_step`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.business_follow_ups ADD COLUMN next_step text CHECK (length(next_step) BETWEEN 1 AND 300), ADD COLUMN due_on date CHECK (due_on IS NULL OR next_step IS NOT NULL)`);
    await queryRunner.query(`CREATE INDEX business_follow_ups_owner_due_idx ON ${s}.business_follow_ups (owner_staff_id, due_on) WHERE due_on IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX business_follow_ups_due_idx ON ${s}.business_follow_ups (due_on) WHERE due_on IS NOT NULL`);
    // Each business's next open task becomes its next step again.
    await queryRunner.query(`
      INSERT INTO ${s}.business_follow_ups AS f (business_id, next_step, due_on)
      SELECT DISTINCT ON (business_id) business_id, title, due_on FROM ${s}.business_tasks WHERE done_at IS NULL ORDER BY business_id, due_on, created_at
      ON CONFLICT (business_id) DO UPDATE SET next_step = excluded.next_step, due_on = excluded.due_on`);
    await queryRunner.query(`DROP TABLE ${s}.business_activities`);
    await queryRunner.query(`DROP TABLE ${s}.business_tasks`);
  }
}
