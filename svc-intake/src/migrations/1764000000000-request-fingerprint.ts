import { migrationSchema, type Migration, type MigrationQueries } from '@biz/server-kit';

/**
 * A submission remembers a fingerprint of the details its idempotency key came with, so a key replayed with
 * other details can neither read nor replace its answer. Rows from before have none.
 */
export class RequestFingerprint1764000000000 implements Migration {
  name = 'RequestFingerprint1764000000000';

  async up(queryRunner: MigrationQueries): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${migrationSchema(queryRunner)}.submissions ADD COLUMN request_fingerprint text`);
  }

  async down(queryRunner: MigrationQueries): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${migrationSchema(queryRunner)}.submissions DROP COLUMN request_fingerprint`);
  }
}
