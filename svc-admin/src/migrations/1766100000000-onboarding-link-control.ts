import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The onboarding links a business was emailed can be withdrawn from its record, and each answers a limited
 * number of submissions. A link names its business and the version of that business's links it was sent
 * at (links sent before this version name none: version 0); withdrawing raises the version, so every link
 * sent before stops. Each link's submissions are counted under the SHA-256 of its token.
 */
export class OnboardingLinkControl1766100000000 implements MigrationInterface {
  name = 'OnboardingLinkControl1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.onboarding_link_versions (
        submission_id uuid PRIMARY KEY,
        version integer NOT NULL DEFAULT 0,
        withdrawn_at timestamptz,
        withdrawn_by uuid REFERENCES ${schema}.staff_accounts (id)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.onboarding_link_uses (
        token_hash text PRIMARY KEY,
        submission_id uuid NOT NULL,
        submissions integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX onboarding_link_uses_submission_idx ON ${schema}.onboarding_link_uses (submission_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.onboarding_link_uses, ${schema}.onboarding_link_versions`);
  }
}
