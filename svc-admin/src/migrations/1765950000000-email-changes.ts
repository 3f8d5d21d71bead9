import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An email change is kept with the address it left (and whether that one was proven), behind a one-time
 * link sent to the former address (only the token's SHA-256 kept): it can be undone from there, and the new
 * address's "This wasn't me" takes the account back to it.
 */
export class EmailChanges1765950000000 implements MigrationInterface {
  name = 'EmailChanges1765950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.email_changes (
        token_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        old_email text NOT NULL,
        old_verified_at timestamptz,
        new_email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX email_changes_account_idx ON ${schema}.email_changes (account_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.email_changes`);
  }
}
