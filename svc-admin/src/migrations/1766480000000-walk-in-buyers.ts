import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid sprint as the desk's work and the buyer's way in (issue 46, decision 063): the delivery task the
 * desk sets itself for an order (one per order, however often the payment is announced), and the order
 * whose payment made a client account by invitation (nobody knows its password until the link sets one).
 */
export class WalkInBuyers1766480000000 implements MigrationInterface {
  name = 'WalkInBuyers1766480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.business_tasks ADD COLUMN for_order_id uuid UNIQUE`);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts ADD COLUMN invited_for_order_id uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.client_accounts DROP COLUMN invited_for_order_id`);
    await queryRunner.query(`ALTER TABLE ${schema}.business_tasks DROP COLUMN for_order_id`);
  }
}
