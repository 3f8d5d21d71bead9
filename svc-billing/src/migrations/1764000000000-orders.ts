import { DeliveredEmailStatus, OrderStatus } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Sprint orders, the Stripe events already handled, and the confirmation email of each paid order.
 * Uniqueness does the idempotency: one order per (checkout, package) and per PaymentIntent, one event
 * row per Stripe event id, one confirmation email per order.
 */
export class Orders1764000000000 implements MigrationInterface {
  name = 'Orders1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        package text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN (${sqlList(OrderStatus.options)})),
        payment_intent_id text NOT NULL UNIQUE,
        client_secret text NOT NULL UNIQUE,
        -- A checkout that switches package gets a second order, never the first one's amount.
        checkout_id uuid,
        lead jsonb,
        failure_message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        UNIQUE (checkout_id, package)
      )`);
    await queryRunner.query(`CREATE INDEX orders_created_at ON ${s}.orders (created_at DESC, id)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.order_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL UNIQUE REFERENCES ${s}.orders (id) ON DELETE CASCADE,
        kind text NOT NULL,
        "to" text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN (${sqlList(['queued', ...DeliveredEmailStatus.options])})),
        subject text,
        html text,
        text text,
        message_id text,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The sweep that re-enqueues emails lost between commit and enqueue reads only these rows.
    await queryRunner.query(`CREATE INDEX order_emails_queued ON ${s}.order_emails (created_at) WHERE status = 'queued'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${s}.order_emails`);
    await queryRunner.query(`DROP TABLE ${s}.stripe_events`);
    await queryRunner.query(`DROP TABLE ${s}.orders`);
  }
}
