import { BillingCycle, SubscriptionPlanName, SubscriptionStatus } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Client subscriptions: the provider's customer of each client account, the projection of each
 * subscription (rewritten from the provider's state, never edited by hand), and the store of the
 * simulated provider that test mode bills with (its objects and its clock).
 */
export class Subscriptions1764900000000 implements MigrationInterface {
  name = 'Subscriptions1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.billing_customers (
        account_id uuid PRIMARY KEY,
        customer_id text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ${s}.subscriptions (
        subscription_id text PRIMARY KEY,
        account_id uuid NOT NULL,
        customer_id text NOT NULL,
        price_id text NOT NULL,
        plan text NOT NULL CHECK (plan IN (${sqlList(SubscriptionPlanName.options)})),
        billing text NOT NULL CHECK (billing IN (${sqlList(BillingCycle.options)})),
        status text NOT NULL CHECK (status IN (${sqlList(SubscriptionStatus.options)})),
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL,
        scheduled_plan text CHECK (scheduled_plan IN (${sqlList(SubscriptionPlanName.options)})),
        scheduled_billing text CHECK (scheduled_billing IN (${sqlList(BillingCycle.options)})),
        scheduled_at timestamptz,
        payment_issue text CHECK (payment_issue IN ('payment_failed', 'action_required')),
        action_client_secret text,
        card_brand text,
        card_last4 text,
        latest_invoice_id text,
        -- Set the first time it is paid: a subscription never paid is no one's plan.
        activated_at timestamptz,
        provider_created_at timestamptz NOT NULL,
        synced_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subscriptions_account ON ${s}.subscriptions (account_id, provider_created_at DESC)`);
    await queryRunner.query(`CREATE INDEX subscriptions_status ON ${s}.subscriptions (status)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.simulated_stripe (
        id text PRIMARY KEY,
        object text NOT NULL,
        data jsonb NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX simulated_stripe_object ON ${s}.simulated_stripe (object)`);
    await queryRunner.query(`
      CREATE TABLE ${s}.simulated_clock (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        offset_seconds bigint NOT NULL DEFAULT 0
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const table of ['simulated_clock', 'simulated_stripe', 'subscriptions', 'billing_customers']) await queryRunner.query(`DROP TABLE ${s}.${table}`);
  }
}
