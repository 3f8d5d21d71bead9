import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client accounts prove their email before anything of a business is linked to them: when the address was
 * proven, and the one-time confirmation links (only the token's SHA-256 kept, with the address it proves).
 * Every link made so far was made without proof, so it is undone (with an `account.unlinked` line in the
 * audit trail) and made again when the address is proven; the automations stay on their business's record.
 */
export class EmailVerification1765100000000 implements MigrationInterface {
  name = 'EmailVerification1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts ADD COLUMN email_verified_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.email_verifications (
        token_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX email_verifications_account_idx ON ${schema}.email_verifications (account_id, created_at)`);
    await queryRunner.query(`
      WITH unlinked AS (
        DELETE FROM ${schema}.account_links AS l USING ${schema}.client_accounts AS a
        WHERE a.id = l.account_id AND a.email_verified_at IS NULL
        RETURNING l.account_id, l.kind
      )
      INSERT INTO ${schema}.audit_events (actor, action, subject_id, subject_kind, details)
      SELECT 'system', 'account.unlinked', account_id, 'account',
             jsonb_build_object('reason', 'email-not-proven', 'submissions', count(*) FILTER (WHERE kind = 'submission'), 'orders', count(*) FILTER (WHERE kind = 'order'))
      FROM unlinked GROUP BY account_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.email_verifications`);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts DROP COLUMN email_verified_at`);
  }
}
