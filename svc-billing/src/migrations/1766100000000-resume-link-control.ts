import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A resume link can be withdrawn from the business's record (`withdrawn_at`) and resumes a limited number of times (`opens`). */
export class ResumeLinkControl1766100000000 implements MigrationInterface {
  name = 'ResumeLinkControl1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.checkout_resume_links ADD COLUMN withdrawn_at timestamptz, ADD COLUMN opens integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.checkout_resume_links DROP COLUMN opens, DROP COLUMN withdrawn_at`);
  }
}
