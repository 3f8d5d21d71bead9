import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Run reports that cannot inflate (issue 46): each automation's ceiling on the minutes one run saves, 60 until
 * the agency sets its own. Reports above it are refused and the agency's minutes per run may not exceed it:
 * where they already do, the ceiling starts at them, so no figure the agency typed changes.
 */
export class RunMinutesCeiling1766450000000 implements MigrationInterface {
  name = 'RunMinutesCeiling1766450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.automations ADD COLUMN run_minutes_ceiling numeric NOT NULL DEFAULT 60 CHECK (run_minutes_ceiling > 0 AND run_minutes_ceiling <= 1440)`);
    await queryRunner.query(`UPDATE ${schema}.automations SET run_minutes_ceiling = minutes_per_run WHERE minutes_per_run > run_minutes_ceiling`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.automations DROP COLUMN run_minutes_ceiling`);
  }
}
