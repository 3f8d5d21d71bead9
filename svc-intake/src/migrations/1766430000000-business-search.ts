import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's search of businesses: one or two characters find the names and emails that start with them
 * (a trigram index needs three), read from these prefix indexes of the latest submissions. Longer text
 * uses the trigram indexes of migration DashboardIndexes.
 */
export class BusinessSearch1766430000000 implements MigrationInterface {
  name = 'BusinessSearch1766430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`CREATE INDEX submissions_latest_name_prefix_idx ON ${s}.submissions (lower(business_name) text_pattern_ops) WHERE is_latest`);
    await queryRunner.query(`CREATE INDEX submissions_latest_email_prefix_idx ON ${s}.submissions (lower(contact_email) text_pattern_ops) WHERE is_latest`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DROP INDEX ${s}.submissions_latest_email_prefix_idx`);
    await queryRunner.query(`DROP INDEX ${s}.submissions_latest_name_prefix_idx`);
  }
}
