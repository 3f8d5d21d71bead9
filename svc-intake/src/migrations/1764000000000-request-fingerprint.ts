import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A submission remembers a fingerprint of the details its idempotency key came with, so a key replayed with
 * other details can neither read nor replace its answer. Rows from before have none.
 */
export class RequestFingerprint1764000000000 implements MigrationInterface {
  name = 'RequestFingerprint1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${migrationSchema(queryRunner)}.submissions ADD COLUMN request_fingerprint text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${migrationSchema(queryRunner)}.submissions DROP COLUMN request_fingerprint`);
  }
}
