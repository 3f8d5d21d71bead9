import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's search of businesses. The latest submissions' names and emails, lower-cased in byte order
 * ("C"), in btree indexes: a prefix is a range of them, read in order, so the names that start with the
 * search come without reading every name that holds it (the trigram indexes of migration DashboardIndexes),
 * and one or two characters (too few for a trigram) find what starts with them. Every address lower-cased,
 * for the lookups by email (`submissionsByEmail`: the businesses of a phone's or a ticket's lead).
 */
export class BusinessSearch1766430000000 implements MigrationInterface {
  name = 'BusinessSearch1766430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`CREATE INDEX submissions_latest_name_prefix_idx ON ${s}.submissions ((lower(business_name) COLLATE "C"), id) WHERE is_latest`);
    await queryRunner.query(`CREATE INDEX submissions_latest_email_prefix_idx ON ${s}.submissions ((lower(contact_email) COLLATE "C")) WHERE is_latest`);
    await queryRunner.query(`CREATE INDEX submissions_lower_email_idx ON ${s}.submissions (lower(contact_email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const index of ['submissions_lower_email_idx', 'submissions_latest_email_prefix_idx', 'submissions_latest_name_prefix_idx']) await queryRunner.query(`DROP INDEX ${s}.${index}`);
  }
}
