import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Abandoned checkouts and their recovery. `last_checkout_at`: when the lead last opened the order's checkout
 * (a reused order is not abandoned while its lead is on the page). The index finds a lead's orders of a
 * package, for the reuse and the listing's grouping. Existing duplicates are grouped by the listing, not
 * collapsed here: each holds a PaymentIntent an open tab may still pay, and its webhook needs the row.
 * `checkout_resume_links`: a recovery email's link, kept as its token's SHA-256 only.
 */
export class CheckoutRecovery1765600000000 implements MigrationInterface {
  name = 'CheckoutRecovery1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.orders ADD COLUMN last_checkout_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE ${s}.orders SET last_checkout_at = created_at`);
    await queryRunner.query(`CREATE INDEX orders_by_lead ON ${s}.orders (lower(lead->>'contactEmail'), package, created_at DESC) WHERE lead IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE ${s}.checkout_resume_links (
        token_hash text PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES ${s}.orders (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.checkout_resume_links`);
    await queryRunner.query(`DROP INDEX ${s}.orders_by_lead`);
    await queryRunner.query(`ALTER TABLE ${s}.orders DROP COLUMN last_checkout_at`);
  }
}
