import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The payment issues a client was told of: one row per invoice and issue, so a redelivery tells nothing twice. */
export class SubscriptionNotices1764900000000 implements MigrationInterface {
  name = 'SubscriptionNotices1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.subscription_notices (
        invoice_id text NOT NULL,
        issue text NOT NULL CHECK (issue IN ('payment_failed', 'action_required')),
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (invoice_id, issue)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.subscription_notices`);
  }
}
