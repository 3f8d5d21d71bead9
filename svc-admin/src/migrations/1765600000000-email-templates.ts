import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agency's own wording of an email the desk sends from a template (the checkout recovery email). No row:
 * the default in contracts is used, so a wording change in code reaches every agency that never edited it.
 */
export class EmailTemplates1765600000000 implements MigrationInterface {
  name = 'EmailTemplates1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.email_templates (
        kind text PRIMARY KEY CHECK (kind IN ('checkout_recovery')),
        subject text NOT NULL,
        body text NOT NULL,
        updated_by uuid REFERENCES ${schema}.staff_accounts (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.email_templates`);
  }
}
