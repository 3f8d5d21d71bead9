import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client portal: accounts (email and an argon2id hash), what each was linked to by its email (the
 * submissions and paid orders of other contexts: ids only, no foreign key across contexts), and the
 * automations the agency delivers to it, and the notifications its bell lists.
 */
export class ClientAccounts1764400000000 implements MigrationInterface {
  name = 'ClientAccounts1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.client_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        password_hash text NOT NULL,
        business_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT client_accounts_email_key UNIQUE (email)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.account_links (
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('submission', 'order')),
        ref_id uuid NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, kind, ref_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.automations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        submission_id uuid NOT NULL,
        workflow_id text NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'testing', 'live', 'paused')),
        estimated_weekly_hours numeric(6, 2) NOT NULL CHECK (estimated_weekly_hours >= 0),
        actual_weekly_hours numeric(6, 2) CHECK (actual_weekly_hours >= 0),
        setup_cost integer NOT NULL CHECK (setup_cost >= 0),
        monthly_cost integer NOT NULL CHECK (monthly_cost >= 0),
        progress_percent integer NOT NULL DEFAULT 0 CHECK (progress_percent BETWEEN 0 AND 100),
        go_live_date text CHECK (go_live_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        last_activity_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT automations_workflow_key UNIQUE (account_id, submission_id, workflow_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.client_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES ${schema}.client_accounts (id) ON DELETE CASCADE,
        title text NOT NULL,
        message text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX client_notifications_account_idx ON ${schema}.client_notifications (account_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.client_notifications`);
    await queryRunner.query(`DROP TABLE ${schema}.automations`);
    await queryRunner.query(`DROP TABLE ${schema}.account_links`);
    await queryRunner.query(`DROP TABLE ${schema}.client_accounts`);
  }
}
