import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCHED_TEXT, STORED_WORDS } from '../shared/search/searched-text';

/**
 * The desk's search. Notes and emails, many and long, keep their words in a generated column under a GIN
 * index, beside a newest-first index: a common word is found by reading the newest rows' stored words, a
 * rare one from the GIN index (`desk/search`). The other texts, fewer, get a GIN index of their words.
 */
export class DeskSearch1766430000000 implements MigrationInterface {
  name = 'DeskSearch1766430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const [table, words] of Object.entries(STORED_WORDS)) {
      await queryRunner.query(`ALTER TABLE ${s}.${table} ADD COLUMN search_words tsvector NOT NULL GENERATED ALWAYS AS (${words}) STORED`);
      await queryRunner.query(`CREATE INDEX ${table}_search_idx ON ${s}.${table} USING gin (search_words)`);
      await queryRunner.query(`CREATE INDEX ${table}_newest_idx ON ${s}.${table} (created_at DESC)`);
    }
    for (const [table, words] of Object.entries(SEARCHED_TEXT)) {
      await queryRunner.query(`CREATE INDEX ${table}_search_idx ON ${s}.${table} USING gin ((${words}))`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const table of Object.keys(SEARCHED_TEXT)) await queryRunner.query(`DROP INDEX ${s}.${table}_search_idx`);
    for (const table of Object.keys(STORED_WORDS)) {
      await queryRunner.query(`DROP INDEX ${s}.${table}_newest_idx`);
      await queryRunner.query(`ALTER TABLE ${s}.${table} DROP COLUMN search_words`);
    }
  }
}
