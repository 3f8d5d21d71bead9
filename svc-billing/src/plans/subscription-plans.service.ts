import { Inject, Injectable } from '@nestjs/common';
import { SubscriptionPlan, SubscriptionPlanName, type SubscriptionPlansResponse } from '@biz/contracts';
import { SubscriptionPlanRepository } from './subscription-plan.repository';
import type { SubscriptionPlanEntity } from './subscription-plan.entity';

@Injectable()
export class SubscriptionPlansService {
  constructor(@Inject(SubscriptionPlanRepository) private readonly repository: SubscriptionPlanRepository) {}

  async list(): Promise<SubscriptionPlansResponse> {
    const rows = await this.repository.listInDisplayOrder();
    return rows.map(toSubscriptionPlan);
  }
}

/** Entity → contract. Parsed, so a bad row fails here (500, logged) instead of reaching a client. */
export function toSubscriptionPlan(row: SubscriptionPlanEntity): SubscriptionPlan {
  return SubscriptionPlan.parse({
    name: SubscriptionPlanName.parse(row.name),
    description: row.description,
    monthlyPrice: row.monthlyPriceCents,
    yearlyPrice: row.yearlyPriceCents,
    maxAutomations: row.maxAutomations,
    features: row.features,
  });
}
