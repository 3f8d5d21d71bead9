import { Module } from '@nestjs/common';
import { SubscriptionPlanRepository } from './subscription-plan.repository';
import { SubscriptionPlansController } from './subscription-plans.controller';
import { SubscriptionPlansService } from './subscription-plans.service';

@Module({
  controllers: [SubscriptionPlansController],
  providers: [SubscriptionPlansService, SubscriptionPlanRepository],
})
export class PlansModule {}
