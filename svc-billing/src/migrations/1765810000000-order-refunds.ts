import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const statuses = (list: readonly string[]) => list.map((status) => `'${status}'`).join(', ');

/**
 * Refunds within the money-back guarantee: an order becomes `refunded` (final), with when and the
 * provider's refund id. The lists are written out, not read from the contract: a migration states the
 * schema of its day.
 */
export class OrderRefunds1765810000000 implements MigrationInterface {
  name = 'OrderRefunds1765810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.orders ADD COLUMN refunded_at timestamptz, ADD COLUMN refund_id text`);
    await queryRunner.query(`ALTER TABLE ${s}.orders DROP CONSTRAINT orders_status_check`);
    await queryRunner.query(`ALTER TABLE ${s}.orders ADD CONSTRAINT orders_status_check CHECK (status IN (${statuses(['pending', 'paid', 'payment_failed', 'refunded'])}))`);
    // A refunded order says when and by which refund; no other order does.
    await queryRunner.query(`ALTER TABLE ${s}.orders ADD CONSTRAINT orders_refund_known CHECK ((status = 'refunded') = (refunded_at IS NOT NULL AND refund_id IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.orders DROP CONSTRAINT orders_refund_known`);
    await queryRunner.query(`UPDATE ${s}.orders SET status = 'paid' WHERE status = 'refunded'`);
    await queryRunner.query(`ALTER TABLE ${s}.orders DROP CONSTRAINT orders_status_check`);
    await queryRunner.query(`ALTER TABLE ${s}.orders ADD CONSTRAINT orders_status_check CHECK (status IN (${statuses(['pending', 'paid', 'payment_failed'])}))`);
    await queryRunner.query(`ALTER TABLE ${s}.orders DROP COLUMN refunded_at, DROP COLUMN refund_id`);
  }
}
