import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The calls the agency books with a business, and the calendar invite an email may carry (kept for the sweep). */
export class Calls1764200000000 implements MigrationInterface {
  name = 'Calls1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.calls (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_id uuid NOT NULL,
        call_type text NOT NULL CHECK (call_type IN ('video', 'phone')),
        duration_minutes integer NOT NULL CHECK (duration_minutes IN (15, 30, 45, 60)),
        starts_at timestamptz NOT NULL,
        scheduled_date text NOT NULL CHECK (scheduled_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        scheduled_time text NOT NULL CHECK (scheduled_time ~ '^[0-9]{2}:[0-9]{2}$'),
        time_zone text NOT NULL,
        agenda text,
        notes text,
        meeting_link text NOT NULL,
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
        sequence integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX calls_submission_idx ON ${schema}.calls (submission_id, created_at DESC)`);
    await queryRunner.query(`ALTER TABLE ${schema}.agency_emails ADD COLUMN invite jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.agency_emails DROP COLUMN invite`);
    await queryRunner.query(`DROP TABLE ${schema}.calls`);
  }
}
