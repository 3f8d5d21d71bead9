import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { SubscriptionPlanEntity } from './subscription-plan.entity';

/** The only code that touches `subscription_plans`. */
@Injectable()
export class SubscriptionPlanRepository {
  private readonly plans: Repository<SubscriptionPlanEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.plans = dataSource.getRepository(SubscriptionPlanEntity);
  }

  listInDisplayOrder(): Promise<SubscriptionPlanEntity[]> {
    return this.plans.find({ order: { sortOrder: 'ASC' } });
  }
}
