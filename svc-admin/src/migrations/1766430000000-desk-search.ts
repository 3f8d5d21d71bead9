import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCHED_TEXT } from '../shared/search/searched-text';

/**
 * The desk's search: a full-text (GIN) index of each text it reads. Hits come newest first, so a word in
 * many notes or emails is read down the newest-first indexes (the planner's choice, from the statistics
 * of these expression indexes) and a rare one from its GIN index.
 */
export class DeskSearch1766430000000 implements MigrationInterface {
  name = 'DeskSearch1766430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const [table, words] of Object.entries(SEARCHED_TEXT)) {
      await queryRunner.query(`CREATE INDEX ${table}_search_idx ON ${s}.${table} USING gin ((${words}))`);
    }
    await queryRunner.query(`CREATE INDEX business_notes_newest_idx ON ${s}.business_notes (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX agency_emails_newest_idx ON ${s}.agency_emails (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DROP INDEX ${s}.agency_emails_newest_idx`);
    await queryRunner.query(`DROP INDEX ${s}.business_notes_newest_idx`);
    for (const table of Object.keys(SEARCHED_TEXT)) await queryRunner.query(`DROP INDEX ${s}.${table}_search_idx`);
  }
}
