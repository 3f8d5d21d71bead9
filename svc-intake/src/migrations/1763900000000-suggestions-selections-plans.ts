import { GenerationKind, GenerationSource, PlanStatus } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const sqlList = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/**
 * What a submission was offered, what it chose, its plan and how each was generated. Everything belongs to
 * the submission and goes with it (ON DELETE CASCADE). The idempotency key makes a double submit one row.
 */
export class SuggestionsSelectionsPlans1763900000000 implements MigrationInterface {
  name = 'SuggestionsSelectionsPlans1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.submissions ADD COLUMN idempotency_key uuid UNIQUE`);
    await queryRunner.query(`
      CREATE TABLE ${s}.offered_suggestions (
        submission_id uuid NOT NULL REFERENCES ${s}.submissions (id) ON DELETE CASCADE,
        workflow_id text NOT NULL,
        position smallint NOT NULL,
        suggestion jsonb NOT NULL,
        PRIMARY KEY (submission_id, workflow_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.selections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_id uuid NOT NULL UNIQUE REFERENCES ${s}.submissions (id) ON DELETE CASCADE,
        workflow_ids jsonb NOT NULL CHECK (jsonb_typeof(workflow_ids) = 'array' AND jsonb_array_length(workflow_ids) >= 1),
        total_setup_cents integer NOT NULL CHECK (total_setup_cents >= 0),
        total_monthly_cents integer NOT NULL CHECK (total_monthly_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.plans (
        submission_id uuid PRIMARY KEY REFERENCES ${s}.submissions (id) ON DELETE CASCADE,
        selection_id uuid NOT NULL REFERENCES ${s}.selections (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN (${sqlList(PlanStatus.options)})),
        plan_data jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.generations (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES ${s}.submissions (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN (${sqlList(GenerationKind.options)})),
        source text NOT NULL CHECK (source IN (${sqlList(GenerationSource.options)})),
        model text NOT NULL,
        latency_ms integer NOT NULL CHECK (latency_ms >= 0),
        prompt_tokens integer NOT NULL CHECK (prompt_tokens >= 0),
        completion_tokens integer NOT NULL CHECK (completion_tokens >= 0),
        repaired boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX generations_submission_idx ON ${s}.generations (submission_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const table of ['generations', 'plans', 'selections', 'offered_suggestions']) await queryRunner.query(`DROP TABLE ${s}.${table}`);
    await queryRunner.query(`ALTER TABLE ${s}.submissions DROP COLUMN idempotency_key`);
  }
}
