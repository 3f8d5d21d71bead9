import { migrationSchema, quoteIdent } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin dashboard at 100,000 submissions (bench/admin-dashboard.mjs): the search ('%x%' in the name or
 * email) through trigram indexes, each sort and the status filter read in order from an index (LIMIT stops
 * after a page), and an index under plans.selection_id, without which deleting selections (by cascade from
 * a submission) scans every plan per row.
 */
export class DashboardIndexes1764100000000 implements MigrationInterface {
  name = 'DashboardIndexes1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    // One pg_trgm per database, shared by every schema, so it lives in public: in a service's (or a test
    // run's) schema it would go when that schema is dropped, with every index on it. Schemas migrated at
    // the same time (parallel tests) would race to create it; the lock (held until this migration commits)
    // lets the second see the first's. It may already be elsewhere: the indexes name wherever it is.
    await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('CREATE EXTENSION pg_trgm'))`);
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    const [{ nspname }]: Array<{ nspname: string }> = await queryRunner.query(
      `SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );
    const trgm = `${quoteIdent(nspname)}.gin_trgm_ops`;
    await queryRunner.query(`CREATE INDEX submissions_business_name_trgm_idx ON ${s}.submissions USING gin (business_name ${trgm})`);
    await queryRunner.query(`CREATE INDEX submissions_contact_email_trgm_idx ON ${s}.submissions USING gin (contact_email ${trgm})`);
    // The sorts, each ending on the id as the repository's ORDER BY does ('oldest' reads 'newest' backwards).
    await queryRunner.query(`DROP INDEX ${s}.submissions_created_at_idx`);
    await queryRunner.query(`CREATE INDEX submissions_newest_idx ON ${s}.submissions (created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX submissions_value_idx ON ${s}.submissions (total_value_cents DESC, created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX submissions_name_idx ON ${s}.submissions (business_name, created_at DESC, id)`);
    await queryRunner.query(`DROP INDEX ${s}.submissions_status_idx`);
    await queryRunner.query(`CREATE INDEX submissions_status_idx ON ${s}.submissions (status, created_at DESC, id)`);
    // The four figures read every row (exact, as SPEC's). Parallel workers on two cores shared with the
    // services made that slower, not faster: 20.5 -> 15.5 ms median at 100,000 rows without them.
    await queryRunner.query(`ALTER TABLE ${s}.submissions SET (parallel_workers = 0)`);
    await queryRunner.query(`CREATE INDEX plans_selection_id_idx ON ${s}.plans (selection_id)`);
  }

  /** pg_trgm stays: other schemas may use it. */
  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.submissions RESET (parallel_workers)`);
    for (const index of ['plans_selection_id_idx', 'submissions_status_idx', 'submissions_name_idx', 'submissions_value_idx', 'submissions_newest_idx', 'submissions_contact_email_trgm_idx', 'submissions_business_name_trgm_idx']) {
      await queryRunner.query(`DROP INDEX ${s}.${index}`);
    }
    await queryRunner.query(`CREATE INDEX submissions_status_idx ON ${s}.submissions (status)`);
    await queryRunner.query(`CREATE INDEX submissions_created_at_idx ON ${s}.submissions (created_at DESC)`);
  }
}
