import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a client's saved hour is worth (issue 46), when the agency sets it for the client; null: the agency's
 * default (its content file). The bounds are the contract's (`MIN_HOUR_VALUE_CENTS`..`MAX_HOUR_VALUE_CENTS`).
 */
export class ClientHourValue1766470000000 implements MigrationInterface {
  name = 'ClientHourValue1766470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts ADD COLUMN hour_value_cents integer CHECK (hour_value_cents BETWEEN 100 AND 100000)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts DROP COLUMN hour_value_cents`);
  }
}
