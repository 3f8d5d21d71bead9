import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Identity's first table: the append-only audit trail of sign-ins, sign-outs and deletions. */
export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.audit_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        occurred_at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL CHECK (actor IN ('admin', 'client', 'system')),
        action text NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
        subject_id uuid,
        request_id text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await queryRunner.query(`CREATE INDEX audit_events_occurred_at_idx ON ${schema}.audit_events (occurred_at DESC)`);
    await queryRunner.query(`CREATE INDEX audit_events_subject_idx ON ${schema}.audit_events (subject_id) WHERE subject_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.audit_events`);
  }
}
