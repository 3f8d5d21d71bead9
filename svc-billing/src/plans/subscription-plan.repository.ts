import { SubscriptionPlan, SubscriptionPlanName } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { BillingDb, SubscriptionPlansTable } from '../database/billing-db';

/** Row → contract. Parsed, so a bad row fails here (500, logged) instead of reaching a client. */
export function toSubscriptionPlan(row: Selectable<SubscriptionPlansTable>): SubscriptionPlan {
  return SubscriptionPlan.parse({
    name: SubscriptionPlanName.parse(row.name),
    description: row.description,
    monthlyPrice: row.monthly_price_cents,
    yearlyPrice: row.yearly_price_cents,
    maxAutomations: row.max_automations,
    features: row.features,
  });
}

/** The only code that touches `subscription_plans`. */
@Injectable()
export class SubscriptionPlanRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<BillingDb>) {}

  async listInDisplayOrder(): Promise<SubscriptionPlan[]> {
    const rows = await this.db.selectFrom('subscription_plans').selectAll().orderBy('sort_order').execute();
    return rows.map(toSubscriptionPlan);
  }
}
