import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A call booked on the site by a typed email waits for that inbox (decision 043): its slot is held, behind a
 * one-time link (only the token's SHA-256 kept), until confirmed or expired. One hold per email at a time.
 */
export class CallHolds1766200000000 implements MigrationInterface {
  name = 'CallHolds1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.call_holds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL,
        business_name text NOT NULL,
        answers jsonb NOT NULL,
        client_address text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A new hold of an email replaces its older one: at most one unconfirmed hold per (lowercased) email.
    await queryRunner.query(`CREATE UNIQUE INDEX call_holds_one_per_email ON ${schema}.call_holds (email) WHERE confirmed_at IS NULL`);
    await queryRunner.query(`CREATE INDEX call_holds_live_idx ON ${schema}.call_holds (expires_at, starts_at) WHERE confirmed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.call_holds`);
  }
}
