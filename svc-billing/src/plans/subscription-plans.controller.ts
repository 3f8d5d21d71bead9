import { Endpoint } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { SubscriptionPlansService } from './subscription-plans.service';

@Controller()
export class SubscriptionPlansController {
  constructor(@Inject(SubscriptionPlansService) private readonly plans: SubscriptionPlansService) {}

  @Endpoint('subscriptionPlans')
  list() {
    return this.plans.list();
  }
}
