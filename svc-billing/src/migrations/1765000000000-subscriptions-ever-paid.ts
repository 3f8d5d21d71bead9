import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a subscription was ever paid, read from the provider's state (a live status, or a latest invoice
 * paid or past the first), instead of when billing first saw it paid: a row rebuilt from the provider
 * alone is then the same row.
 */
export class SubscriptionsEverPaid1765000000000 implements MigrationInterface {
  name = 'SubscriptionsEverPaid1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.subscriptions ADD COLUMN ever_paid boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE ${s}.subscriptions SET ever_paid = activated_at IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE ${s}.subscriptions ALTER COLUMN ever_paid DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE ${s}.subscriptions DROP COLUMN activated_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.subscriptions ADD COLUMN activated_at timestamptz`);
    await queryRunner.query(`UPDATE ${s}.subscriptions SET activated_at = synced_at WHERE ever_paid`);
    await queryRunner.query(`ALTER TABLE ${s}.subscriptions DROP COLUMN ever_paid`);
  }
}
