import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff single sign-on: a staff account is linked to one person at the agency's OpenID Connect provider (the
 * issuer and its `sub`, set at their first sign-in there; an email the provider later gives someone else
 * never reaches the account), and the team's sign-in policy (one row): whether the owner requires it.
 */
export class StaffSingleSignOn1766000000000 implements MigrationInterface {
  name = 'StaffSingleSignOn1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.staff_accounts ADD COLUMN sso_issuer text, ADD COLUMN sso_subject text`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_accounts_sso_idx ON ${schema}.staff_accounts (sso_issuer, sso_subject) WHERE removed_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.staff_sign_in_policy (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        sso_required boolean NOT NULL DEFAULT false,
        changed_by uuid REFERENCES ${schema}.staff_accounts (id),
        changed_at timestamptz
      )`);
    await queryRunner.query(`INSERT INTO ${schema}.staff_sign_in_policy DEFAULT VALUES`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.staff_sign_in_policy`);
    await queryRunner.query(`ALTER TABLE ${schema}.staff_accounts DROP COLUMN sso_subject, DROP COLUMN sso_issuer`);
  }
}
