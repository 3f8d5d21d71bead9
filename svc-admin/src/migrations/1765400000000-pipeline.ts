import { EmailType, PipelineStages, StageCauses, LOST_REASON_MAX } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The desk's pipeline: where each business (svc-intake's business id) stands, and every move with what or
 * who made it. A business without a row is New. The merges the agency made (the addresses that joined a
 * business, so an undo sends them back). The generator's type of each agency email, so a sent plan email
 * can move its business to Plan sent.
 */
export class Pipeline1765400000000 implements MigrationInterface {
  name = 'Pipeline1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_stages (
        business_id uuid PRIMARY KEY,
        stage text NOT NULL CHECK (stage IN (${sqlList(PipelineStages)})),
        since timestamptz,
        lost_reason text CHECK (length(lost_reason) BETWEEN 1 AND ${LOST_REASON_MAX}),
        CHECK ((stage = 'lost') = (lost_reason IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX business_stages_stage_idx ON ${s}.business_stages (stage, since DESC)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.stage_moves (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        business_id uuid NOT NULL,
        from_stage text NOT NULL CHECK (from_stage IN (${sqlList(PipelineStages)})),
        to_stage text NOT NULL CHECK (to_stage IN (${sqlList(PipelineStages)})),
        cause text NOT NULL CHECK (cause IN (${sqlList(StageCauses)})),
        reason text,
        actor_staff_id uuid REFERENCES ${s}.staff_accounts (id),
        moved_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX stage_moves_business_idx ON ${s}.stage_moves (business_id, moved_at)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_merges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL,
        merged_business_id uuid NOT NULL CHECK (merged_business_id <> business_id),
        submission_id uuid NOT NULL,
        emails jsonb NOT NULL CHECK (jsonb_typeof(emails) = 'array' AND jsonb_array_length(emails) >= 1),
        merged_by uuid REFERENCES ${s}.staff_accounts (id),
        merged_at timestamptz NOT NULL DEFAULT now(),
        undone_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX business_merges_business_idx ON ${s}.business_merges (business_id, merged_at DESC)`);
    await queryRunner.query(`ALTER TABLE ${s}.agency_emails ADD COLUMN email_type text CHECK (email_type IN (${sqlList(EmailType.options)}))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.agency_emails DROP COLUMN email_type`);
    await queryRunner.query(`DROP TABLE ${s}.business_merges`);
    await queryRunner.query(`DROP TABLE ${s}.stage_moves`);
    await queryRunner.query(`DROP TABLE ${s}.business_stages`);
  }
}
