import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether a client wants the agency's notices emailed too, and a paused automation's open resume request. */
export class ClientPreferences1764500000000 implements MigrationInterface {
  name = 'ClientPreferences1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts ADD COLUMN email_notifications boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE ${schema}.automations ADD COLUMN resume_requested_at timestamptz`);
    // The admin profile finds a business's account through its link.
    await queryRunner.query(`CREATE INDEX account_links_ref_idx ON ${schema}.account_links (ref_id, kind)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP INDEX ${schema}.account_links_ref_idx`);
    await queryRunner.query(`ALTER TABLE ${schema}.automations DROP COLUMN resume_requested_at`);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts DROP COLUMN email_notifications`);
  }
}
