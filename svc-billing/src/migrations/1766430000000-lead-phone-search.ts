import { migrationSchema, trigramOps } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's search by phone: the digits of each checkout's phone (its punctuation dropped, as the search's
 * is) in a trigram index, so any run of three or more digits finds it without reading every order.
 */
export class LeadPhoneSearch1766430000000 implements MigrationInterface {
  name = 'LeadPhoneSearch1766430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    const trgm = await trigramOps(queryRunner);
    await queryRunner.query(`CREATE INDEX orders_lead_phone_digits_idx ON ${s}.orders USING gin ((regexp_replace(lead->>'contactPhone', '\\D', '', 'g')) ${trgm}) WHERE lead ? 'contactPhone'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${migrationSchema(queryRunner)}.orders_lead_phone_digits_idx`);
  }
}
