import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agency's named team: staff accounts (argon2id password, TOTP secret encrypted with STAFF_MFA_KEY),
 * their one-time recovery codes and invitation links (SHA-256 hashes only), and the staff account behind
 * each agency event of the audit trail (none: the owner's bootstrap password sign-in, as every older row).
 * A removed member keeps their row, so the events they recorded still name them.
 */
export class StaffAccounts1765200000000 implements MigrationInterface {
  name = 'StaffAccounts1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.staff_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'staff')),
        password_hash text NOT NULL,
        totp_secret text NOT NULL,
        totp_last_step integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz,
        removed_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_accounts_email_idx ON ${schema}.staff_accounts (email) WHERE removed_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.staff_recovery_codes (
        account_id uuid NOT NULL REFERENCES ${schema}.staff_accounts (id),
        code_hash text NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (account_id, code_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.staff_invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'staff')),
        token_hash text NOT NULL UNIQUE,
        invited_by uuid REFERENCES ${schema}.staff_accounts (id),
        pending_totp_secret text,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events ADD COLUMN actor_staff_id uuid REFERENCES ${schema}.staff_accounts (id)`);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events DROP CONSTRAINT audit_events_subject_kind_check`);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events ADD CONSTRAINT audit_events_subject_kind_check CHECK (subject_kind IN ('submission', 'account', 'staff'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events DROP CONSTRAINT audit_events_subject_kind_check`);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events ADD CONSTRAINT audit_events_subject_kind_check CHECK (subject_kind IN ('submission', 'account'))`);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events DROP COLUMN actor_staff_id`);
    await queryRunner.query(`DROP TABLE ${schema}.staff_invites, ${schema}.staff_recovery_codes, ${schema}.staff_accounts`);
  }
}
