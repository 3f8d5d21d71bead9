import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Measured results (issue 31): each automation's ingest token (its SHA-256 only), the minutes a run saves,
 * the first report's time, and the runs reported, once per event id. The agency's typed "measured" hours
 * give way to the runs; a live automation without a go-live date gets the day it last changed, so its
 * savings keep a start.
 */
export class AutomationRuns1765900000000 implements MigrationInterface {
  name = 'AutomationRuns1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${schema}.automations
        ADD COLUMN ingest_token_hash text UNIQUE,
        ADD COLUMN ingest_token_issued_at timestamptz,
        ADD COLUMN minutes_per_run numeric CHECK (minutes_per_run >= 0),
        ADD COLUMN first_run_at timestamptz,
        DROP COLUMN actual_weekly_hours`);
    await queryRunner.query(`UPDATE ${schema}.automations SET go_live_date = to_char(COALESCE(last_activity_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') WHERE status = 'live' AND go_live_date IS NULL`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.automation_runs (
        automation_id uuid NOT NULL REFERENCES ${schema}.automations (id) ON DELETE CASCADE,
        event_id text NOT NULL,
        at timestamptz NOT NULL,
        count integer NOT NULL CHECK (count > 0),
        minutes_saved numeric CHECK (minutes_saved >= 0),
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (automation_id, event_id)
      )`);
    await queryRunner.query(`CREATE INDEX automation_runs_by_time ON ${schema}.automation_runs (automation_id, at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.automation_runs`);
    await queryRunner.query(`
      ALTER TABLE ${schema}.automations
        DROP COLUMN ingest_token_hash,
        DROP COLUMN ingest_token_issued_at,
        DROP COLUMN minutes_per_run,
        DROP COLUMN first_run_at,
        ADD COLUMN actual_weekly_hours numeric`);
  }
}
