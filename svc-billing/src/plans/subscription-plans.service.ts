import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionPlansResponse } from '@biz/contracts';
import { SubscriptionPlanRepository } from './subscription-plan.repository';

@Injectable()
export class SubscriptionPlansService {
  constructor(@Inject(SubscriptionPlanRepository) private readonly repository: SubscriptionPlanRepository) {}

  list(): Promise<SubscriptionPlansResponse> {
    return this.repository.listInDisplayOrder();
  }
}
