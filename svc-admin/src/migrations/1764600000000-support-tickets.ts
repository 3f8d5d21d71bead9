import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A client's support tickets. The email each sends the agency goes through the agency's email log (its
 * sweep, retries and delivery report), which therefore also holds emails that are about no submission.
 */
export class SupportTickets1764600000000 implements MigrationInterface {
  name = 'SupportTickets1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.agency_emails ALTER COLUMN submission_id DROP NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.support_tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        subject text NOT NULL,
        message text NOT NULL,
        email_id uuid NOT NULL REFERENCES ${schema}.agency_emails (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX support_tickets_account_idx ON ${schema}.support_tickets (account_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.support_tickets`);
    await queryRunner.query(`DELETE FROM ${schema}.agency_emails WHERE submission_id IS NULL`);
    await queryRunner.query(`ALTER TABLE ${schema}.agency_emails ALTER COLUMN submission_id SET NOT NULL`);
  }
}
