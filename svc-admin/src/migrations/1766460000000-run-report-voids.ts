import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Voided run reports (issue 46): the agency voids a platform's mistaken report; it stays listed (when, who
 * of the staff, why) and counts for nothing. The index serves the record's list, newest first.
 */
export class RunReportVoids1766460000000 implements MigrationInterface {
  name = 'RunReportVoids1766460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${schema}.automation_runs
        ADD COLUMN voided_at timestamptz,
        ADD COLUMN voided_by uuid,
        ADD COLUMN void_reason text CHECK (char_length(void_reason) <= 500),
        ADD CONSTRAINT automation_runs_void_has_reason CHECK ((voided_at IS NULL) = (void_reason IS NULL))`);
    await queryRunner.query(`CREATE INDEX automation_runs_newest ON ${schema}.automation_runs (automation_id, received_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP INDEX ${schema}.automation_runs_newest`);
    await queryRunner.query(`ALTER TABLE ${schema}.automation_runs DROP CONSTRAINT automation_runs_void_has_reason, DROP COLUMN voided_at, DROP COLUMN voided_by, DROP COLUMN void_reason`);
  }
}
