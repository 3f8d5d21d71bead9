import { CompanySizes, IndustrySlugs, MonthlyRevenueRanges, PlanStatus } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** SQL list literal of string constants, e.g. `'a', 'b'`. */
function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
}

/**
 * Intake's first table: the submissions of SPEC §3. The allowed values are frozen here as they are
 * today (a later change to the constants needs its own migration).
 */
export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_name text NOT NULL CHECK (length(business_name) BETWEEN 1 AND 200),
        contact_email text NOT NULL,
        industry text NOT NULL CHECK (industry IN (${sqlList(IndustrySlugs)})),
        company_size text NOT NULL CHECK (company_size IN (${sqlList(CompanySizes)})),
        monthly_revenue text CHECK (monthly_revenue IN (${sqlList(MonthlyRevenueRanges)})),
        primary_goals jsonb NOT NULL CHECK (jsonb_typeof(primary_goals) = 'array' AND jsonb_array_length(primary_goals) >= 1),
        current_tools text,
        pain_points text,
        total_value_cents integer NOT NULL DEFAULT 0 CHECK (total_value_cents >= 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN (${sqlList(PlanStatus.options)})),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The admin table lists newest first and filters by status.
    await queryRunner.query(`CREATE INDEX submissions_created_at_idx ON ${schema}.submissions (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX submissions_status_idx ON ${schema}.submissions (status)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${migrationSchema(queryRunner)}.submissions`);
  }
}
