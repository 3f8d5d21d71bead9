import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time password reset links: only the token's SHA-256 is kept, with its expiry and when it was used. */
export class PasswordResets1764700000000 implements MigrationInterface {
  name = 'PasswordResets1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.password_resets (
        token_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_resets_account_idx ON ${schema}.password_resets (account_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.password_resets`);
  }
}
