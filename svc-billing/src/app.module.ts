import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@biz/server-kit';
import type { BillingEnv } from './config/env';
import { Init1763800000000 } from './migrations/1763800000000-init';
import { PlansModule } from './plans/plans.module';
import { SubscriptionPlanEntity } from './plans/subscription-plan.entity';

export const SERVICE_NAME = 'svc-billing';

@Module({})
export class AppModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          redisUrl: env.REDIS_URL,
          database: {
            url: env.DATABASE_URL,
            schema: env.BILLING_DB_SCHEMA,
            entities: [SubscriptionPlanEntity],
            migrations: [Init1763800000000],
          },
        }),
        PlansModule,
      ],
    };
  }
}
