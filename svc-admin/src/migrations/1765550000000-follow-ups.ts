import { NOTE_MAX } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Work for people: who owns each business (svc-intake's business id) and its next step with the day it is
 * due (a day in the agency's zone); the notes the team writes on it; and the morning digests sent, one per
 * staff member and day (its key is what keeps two instances from sending one twice).
 */
export class FollowUps1765550000000 implements MigrationInterface {
  name = 'FollowUps1765550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_follow_ups (
        business_id uuid PRIMARY KEY,
        owner_staff_id uuid REFERENCES ${s}.staff_accounts (id),
        next_step text CHECK (length(next_step) BETWEEN 1 AND 300),
        due_on date CHECK (due_on IS NULL OR next_step IS NOT NULL),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // "My day" reads the due steps of one owner, or of everyone.
    await queryRunner.query(`CREATE INDEX business_follow_ups_owner_due_idx ON ${s}.business_follow_ups (owner_staff_id, due_on) WHERE due_on IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX business_follow_ups_due_idx ON ${s}.business_follow_ups (due_on) WHERE due_on IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL,
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND ${NOTE_MAX}),
        author_staff_id uuid REFERENCES ${s}.staff_accounts (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX business_notes_business_idx ON ${s}.business_notes (business_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.morning_digests (
        staff_account_id uuid NOT NULL REFERENCES ${s}.staff_accounts (id),
        day date NOT NULL,
        email_id uuid REFERENCES ${s}.agency_emails (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (staff_account_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.morning_digests`);
    await queryRunner.query(`DROP TABLE ${s}.business_notes`);
    await queryRunner.query(`DROP TABLE ${s}.business_follow_ups`);
  }
}
