import { Controller, Get, Inject } from '@nestjs/common';
import type { SubscriptionPlansResponse } from '@biz/contracts';
import { SubscriptionPlansService } from './subscription-plans.service';

@Controller('api')
export class SubscriptionPlansController {
  constructor(@Inject(SubscriptionPlansService) private readonly plans: SubscriptionPlansService) {}

  @Get('subscription-plans')
  list(): Promise<SubscriptionPlansResponse> {
    return this.plans.list();
  }
}
