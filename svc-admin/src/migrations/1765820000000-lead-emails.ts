import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The emails the product sends a lead by itself go through the agency's log: `lead_email_key` (one per
 * selection and kind) keeps each to one row however often its job runs; `plan_pdf` is the snapshot of the
 * plan the email attaches as a PDF (kept so a swept or resent email still carries it).
 */
export class LeadEmails1765820000000 implements MigrationInterface {
  name = 'LeadEmails1765820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.agency_emails ADD COLUMN lead_email_key text UNIQUE, ADD COLUMN plan_pdf jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${migrationSchema(queryRunner)}.agency_emails DROP COLUMN lead_email_key, DROP COLUMN plan_pdf`);
  }
}
