import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The latest onboarding form generated for each business: what the download renders. */
export class OnboardingForms1764300000000 implements MigrationInterface {
  name = 'OnboardingForms1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${migrationSchema(queryRunner)}.onboarding_forms (
        submission_id uuid PRIMARY KEY,
        form jsonb NOT NULL,
        source text NOT NULL CHECK (source IN ('llm', 'catalog', 'catalog-fallback')),
        generated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.onboarding_forms`);
  }
}
