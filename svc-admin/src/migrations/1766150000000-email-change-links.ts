import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An email change waits for the new inbox: its link proves an address the account does not have yet and
 * moves the account there when opened. Marked apart from the links that prove the account's own address, so
 * a link of one kind never does the other's work (a link sent to an address the account left does not move
 * it back).
 */
export class EmailChangeLinks1766150000000 implements MigrationInterface {
  name = 'EmailChangeLinks1766150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.email_verifications ADD COLUMN moves_account boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.email_verifications DROP COLUMN moves_account`);
  }
}
