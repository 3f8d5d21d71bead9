import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `business_progress` keeps a row for every business the desk moved past New, its SPEC progress null when
 * the stage has none (Lost): the desk's board lists its New column from here, as the businesses without a
 * row. A business lost before this migration has no row, and shows as New until it moves again.
 */
export class BusinessProgressPastNew1765700000000 implements MigrationInterface {
  name = 'BusinessProgressPastNew1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${migrationSchema(queryRunner)}.business_progress ALTER COLUMN progress DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DELETE FROM ${s}.business_progress WHERE progress IS NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.business_progress ALTER COLUMN progress SET NOT NULL`);
  }
}
