import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The client's answers to its onboarding form, one set per submission, with the form as it was answered. */
export class OnboardingAnswers1765840000000 implements MigrationInterface {
  name = 'OnboardingAnswers1765840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${migrationSchema(queryRunner)}.onboarding_answers (
        submission_id uuid PRIMARY KEY,
        form jsonb NOT NULL,
        answers jsonb NOT NULL,
        via text NOT NULL CHECK (via IN ('link', 'portal')),
        first_submitted_at timestamptz NOT NULL DEFAULT now(),
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.onboarding_answers`);
  }
}
