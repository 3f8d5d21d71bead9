import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each paid sprint starts (decision 065): at its payment, or on the Monday of the first week with a spot
 * when its own was full. Sprints paid before are taken to have started when paid. Indexed for the weekly
 * counts of the spots.
 */
export class SprintStarts1766510000000 implements MigrationInterface {
  name = 'SprintStarts1766510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.orders ADD COLUMN starts_at timestamp with time zone NULL`);
    await queryRunner.query(`UPDATE ${s}.orders SET starts_at = paid_at WHERE paid_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX orders_starts_at ON ${s}.orders (starts_at) WHERE starts_at IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DROP INDEX ${s}.orders_starts_at`);
    await queryRunner.query(`ALTER TABLE ${s}.orders DROP COLUMN starts_at`);
  }
}
