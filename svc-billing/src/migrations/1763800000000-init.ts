import { SubscriptionPlanSeed } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Billing's first tables: the subscription plans, seeded from the contracts constant (one source of prices). */
export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.subscription_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        description text NOT NULL,
        monthly_price_cents integer NOT NULL CHECK (monthly_price_cents >= 0),
        yearly_price_cents integer NOT NULL CHECK (yearly_price_cents >= 0),
        max_automations integer NOT NULL CHECK (max_automations >= -1),
        features jsonb NOT NULL DEFAULT '[]'::jsonb,
        sort_order integer NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [index, plan] of SubscriptionPlanSeed.entries()) {
      await queryRunner.query(
        `INSERT INTO ${schema}.subscription_plans
           (name, description, monthly_price_cents, yearly_price_cents, max_automations, features, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [plan.name, plan.description, plan.monthlyPrice, plan.yearlyPrice, plan.maxAutomations, JSON.stringify(plan.features), index + 1],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.subscription_plans`);
  }
}
