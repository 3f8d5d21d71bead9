import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The log of the emails the agency sends a business: what was sent, to whom, and what SMTP answered. */
export class AgencyEmails1764100000000 implements MigrationInterface {
  name = 'AgencyEmails1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.agency_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_id uuid NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 50000),
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'logged', 'failed')),
        smtp_response text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX agency_emails_submission_idx ON ${schema}.agency_emails (submission_id, created_at DESC)`);
    // The sweeps read only the emails still waiting on a job.
    await queryRunner.query(`CREATE INDEX agency_emails_waiting_idx ON ${schema}.agency_emails (status, updated_at) WHERE status IN ('queued', 'failed')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.agency_emails`);
  }
}
