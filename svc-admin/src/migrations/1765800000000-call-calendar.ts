import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One calendar, no double booking: each call gets its end (`ends_at`, kept by the writer: timestamptz +
 * interval is not immutable, so it cannot be a generated column; a CHECK holds it to the duration) and the
 * calendar it is on, and Postgres refuses two booked calls that overlap on one calendar, under any concurrency.
 *
 * Calls booked before this may already overlap (the desk booked the same slot twice). None is cancelled or
 * deleted: the earliest booked of each overlap keeps the slot under the constraint, and each later one stays
 * booked, marked `double_booked`, outside it (its business still expects the call) until it is moved, which
 * puts it under the constraint again.
 *
 * And the ledger of call reminders: one row per call, version and lead, claimed before the reminder is sent,
 * so a reminder job run twice (two instances, a stalled job retried) sends once.
 */
export class CallCalendar1765800000000 implements MigrationInterface {
  name = 'CallCalendar1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    // In public, whichever schema migrates first: dropping a (test) schema must not drop the extension with it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public`);
    await queryRunner.query(`
      ALTER TABLE ${schema}.calls
        ADD COLUMN calendar text NOT NULL DEFAULT 'agency',
        ADD COLUMN ends_at timestamptz,
        ADD COLUMN double_booked boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE ${schema}.calls SET ends_at = starts_at + duration_minutes * interval '1 minute'`);
    await queryRunner.query(`
      ALTER TABLE ${schema}.calls
        ALTER COLUMN ends_at SET NOT NULL,
        ADD CONSTRAINT calls_ends_after_duration CHECK (ends_at = starts_at + duration_minutes * interval '1 minute')`);
    await queryRunner.query(`
      UPDATE ${schema}.calls later SET double_booked = true
       WHERE later.status = 'scheduled'
         AND EXISTS (
           SELECT 1 FROM ${schema}.calls earlier
            WHERE earlier.status = 'scheduled' AND earlier.calendar = later.calendar
              AND (earlier.created_at, earlier.id) < (later.created_at, later.id)
              AND tstzrange(earlier.starts_at, earlier.ends_at) && tstzrange(later.starts_at, later.ends_at))`);
    await queryRunner.query(`
      ALTER TABLE ${schema}.calls ADD CONSTRAINT calls_no_overlap
        EXCLUDE USING gist (calendar WITH =, tstzrange(starts_at, ends_at) WITH &&)
        WHERE (status = 'scheduled' AND NOT double_booked)`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.call_reminders (
        call_id uuid NOT NULL REFERENCES ${schema}.calls (id) ON DELETE CASCADE,
        sequence integer NOT NULL,
        lead text NOT NULL CHECK (lead IN ('24h', '1h')),
        email_id uuid,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (call_id, sequence, lead)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    // The extension stays: other schemas' constraints may use it.
    await queryRunner.query(`DROP TABLE ${schema}.call_reminders`);
    await queryRunner.query(`ALTER TABLE ${schema}.calls DROP CONSTRAINT calls_no_overlap, DROP CONSTRAINT calls_ends_after_duration, DROP COLUMN double_booked, DROP COLUMN ends_at, DROP COLUMN calendar`);
  }
}
