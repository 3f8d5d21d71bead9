import { BusinessProgresses } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One business per contact email (any case), plus the merges the agency makes: `business_emails` maps each
 * lower-cased address to its business, every submission names its business, and exactly one submission per
 * business is its latest (`is_latest`, the row the desk's table shows).
 *
 * Triggers keep that true for every writer (the service, the bench's seed, a test's fixture): a submission's
 * business is found or made from its address before it is stored, and the business's latest is worked out
 * again after a submission comes or goes. Both take a transaction lock on the business, so concurrent
 * submissions of one address make one business with one latest, whatever their order.
 *
 * `business_progress` is how far the desk's pipeline has taken a business, in SPEC's words ('sent',
 * 'completed'), so the table filters and shows it where its rows are; the desk owns the stage and records
 * this on each move. A business erased with its last submission forgets its addresses and its progress.
 */
export class Businesses1764200000000 implements MigrationInterface {
  name = 'Businesses1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_emails (
        email text PRIMARY KEY CHECK (email = lower(email)),
        business_id uuid NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX business_emails_business_idx ON ${s}.business_emails (business_id)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.business_progress (
        business_id uuid PRIMARY KEY,
        progress text NOT NULL CHECK (progress IN (${BusinessProgresses.map((p) => `'${p}'`).join(', ')})),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX business_progress_progress_idx ON ${s}.business_progress (progress, business_id)`);
    // Every address seen so far is its own business, its newest submission the latest.
    await queryRunner.query(`INSERT INTO ${s}.business_emails (email, business_id) SELECT email, gen_random_uuid() FROM (SELECT DISTINCT lower(contact_email) AS email FROM ${s}.submissions) seen`);
    // The default only makes the column optional to writers: the trigger below always sets it.
    await queryRunner.query(`ALTER TABLE ${s}.submissions ADD COLUMN business_id uuid NOT NULL DEFAULT gen_random_uuid(), ADD COLUMN is_latest boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE ${s}.submissions SET business_id = e.business_id FROM ${s}.business_emails e WHERE e.email = lower(contact_email)`);
    await queryRunner.query(`UPDATE ${s}.submissions SET is_latest = true WHERE id IN (SELECT DISTINCT ON (business_id) id FROM ${s}.submissions ORDER BY business_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX submissions_one_latest_idx ON ${s}.submissions (business_id) WHERE is_latest`);
    await queryRunner.query(`CREATE INDEX submissions_business_idx ON ${s}.submissions (business_id, created_at DESC, id DESC)`);

    // One business's changes one at a time, until the transaction ends (the triggers, a merge). The key names
    // the schema: test runs migrate schemas side by side in one database.
    await queryRunner.query(`
      CREATE FUNCTION ${s}.lock_business(business uuid) RETURNS void LANGUAGE sql AS $$
        SELECT pg_advisory_xact_lock(hashtextextended('${s}.business:' || business::text, 0))
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION ${s}.assign_business() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${s}.business_emails (email, business_id) VALUES (lower(NEW.contact_email), gen_random_uuid()) ON CONFLICT (email) DO NOTHING;
        SELECT business_id INTO NEW.business_id FROM ${s}.business_emails WHERE email = lower(NEW.contact_email);
        PERFORM ${s}.lock_business(NEW.business_id);
        NEW.is_latest := false;
        RETURN NEW;
      END $$`);
    // Two statements, the old latest cleared first: the unique index is checked row by row.
    await queryRunner.query(`
      CREATE FUNCTION ${s}.elect_latest(business uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE newest uuid;
      BEGIN
        PERFORM ${s}.lock_business(business);
        SELECT id INTO newest FROM ${s}.submissions WHERE business_id = business ORDER BY created_at DESC, id DESC LIMIT 1;
        UPDATE ${s}.submissions SET is_latest = false WHERE business_id = business AND is_latest AND id IS DISTINCT FROM newest;
        UPDATE ${s}.submissions SET is_latest = true WHERE id = newest AND NOT is_latest;
        IF newest IS NULL THEN
          DELETE FROM ${s}.business_emails WHERE business_id = business;
          DELETE FROM ${s}.business_progress WHERE business_id = business;
        END IF;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION ${s}.elect_latest_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM ${s}.elect_latest(CASE WHEN TG_OP = 'DELETE' THEN OLD.business_id ELSE NEW.business_id END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER submissions_assign_business BEFORE INSERT ON ${s}.submissions FOR EACH ROW EXECUTE FUNCTION ${s}.assign_business()`);
    await queryRunner.query(`CREATE TRIGGER submissions_elect_latest_after_insert AFTER INSERT ON ${s}.submissions FOR EACH ROW EXECUTE FUNCTION ${s}.elect_latest_after_change()`);
    await queryRunner.query(`CREATE TRIGGER submissions_elect_latest_after_delete AFTER DELETE ON ${s}.submissions FOR EACH ROW WHEN (OLD.is_latest) EXECUTE FUNCTION ${s}.elect_latest_after_change()`);

    // The desk's table reads latest rows only: each sort and the status filter from an index of those.
    for (const index of ['submissions_newest_idx', 'submissions_value_idx', 'submissions_name_idx', 'submissions_status_idx']) await queryRunner.query(`DROP INDEX ${s}.${index}`);
    await queryRunner.query(`CREATE INDEX submissions_newest_idx ON ${s}.submissions (created_at DESC, id) WHERE is_latest`);
    await queryRunner.query(`CREATE INDEX submissions_value_idx ON ${s}.submissions (total_value_cents DESC, created_at DESC, id) WHERE is_latest`);
    await queryRunner.query(`CREATE INDEX submissions_name_idx ON ${s}.submissions (business_name, created_at DESC, id) WHERE is_latest`);
    await queryRunner.query(`CREATE INDEX submissions_status_idx ON ${s}.submissions (status, created_at DESC, id) WHERE is_latest`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const index of ['submissions_newest_idx', 'submissions_value_idx', 'submissions_name_idx', 'submissions_status_idx']) await queryRunner.query(`DROP INDEX ${s}.${index}`);
    await queryRunner.query(`CREATE INDEX submissions_newest_idx ON ${s}.submissions (created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX submissions_value_idx ON ${s}.submissions (total_value_cents DESC, created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX submissions_name_idx ON ${s}.submissions (business_name, created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX submissions_status_idx ON ${s}.submissions (status, created_at DESC, id)`);
    for (const trigger of ['submissions_elect_latest_after_delete', 'submissions_elect_latest_after_insert', 'submissions_assign_business']) await queryRunner.query(`DROP TRIGGER ${trigger} ON ${s}.submissions`);
    for (const fn of ['elect_latest_after_change()', 'elect_latest(uuid)', 'assign_business()', 'lock_business(uuid)']) await queryRunner.query(`DROP FUNCTION ${s}.${fn}`);
    await queryRunner.query(`ALTER TABLE ${s}.submissions DROP COLUMN is_latest, DROP COLUMN business_id`);
    await queryRunner.query(`DROP TABLE ${s}.business_progress`);
    await queryRunner.query(`DROP TABLE ${s}.business_emails`);
  }
}
