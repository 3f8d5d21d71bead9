import { JobProducerModule, ServiceCoreModule, sessionTimeoutsOf, type ServiceAppOptions } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import { CheckoutModule } from './checkout/checkout.module';
import { BillingEnvModule } from './config/billing-env.module';
import type { BillingEnv } from './config/env';
import { Init1763800000000 } from './migrations/1763800000000-init';
import { Orders1764000000000 } from './migrations/1764000000000-orders';
import { Subscriptions1764900000000 } from './migrations/1764900000000-subscriptions';
import { SubscriptionsEverPaid1765000000000 } from './migrations/1765000000000-subscriptions-ever-paid';
import { CheckoutRecovery1765600000000 } from './migrations/1765600000000-checkout-recovery';
import { OrderRefunds1765810000000 } from './migrations/1765810000000-order-refunds';
import { ResumeLinkControl1766100000000 } from './migrations/1766100000000-resume-link-control';
import { LeadSearchModule } from './lead-search/lead-search.module';
import { LeadPhoneSearch1766430000000 } from './migrations/1766430000000-lead-phone-search';
import { SprintStarts1766510000000 } from './migrations/1766510000000-sprint-starts';
import { PlansModule } from './plans/plans.module';
import { SprintSpotsModule } from './spots/sprint-spots.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export const SERVICE_NAME = 'svc-billing';

/** In order; the type guard (`database/*-db.int-spec.ts`) migrates a fresh schema with them. */
export const BILLING_MIGRATIONS = [Init1763800000000, Orders1764000000000, Subscriptions1764900000000, SubscriptionsEverPaid1765000000000, CheckoutRecovery1765600000000, OrderRefunds1765810000000, ResumeLinkControl1766100000000, LeadPhoneSearch1766430000000, SprintStarts1766510000000];

@Module({ imports: [PlansModule, CheckoutModule, WebhooksModule, LeadSearchModule, SprintSpotsModule] })
export class AppModule {
  /** The env enters here, once: `BillingEnvModule` provides it to every module (`BILLING_ENV`). */
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        BillingEnvModule.forRoot(env),
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          redisUrl: env.REDIS_URL,
          sessions: sessionTimeoutsOf(env),
          serviceTokenSecret: env.SERVICE_TOKEN_SECRET,
          database: {
            url: env.DATABASE_URL,
            schema: env.BILLING_DB_SCHEMA,
            migrations: BILLING_MIGRATIONS,
          },
        }),
        JobProducerModule.forRoot({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX }),
      ],
    };
  }
}

/** How main.ts and the tests build the app: the webhook needs the raw body for the signature check. */
export function billingAppOptions(env: BillingEnv): ServiceAppOptions {
  return { module: AppModule.forRoot(env), name: SERVICE_NAME, logLevel: env.LOG_LEVEL, rawBody: true, clientAddressKey: env.CLIENT_ADDRESS_KEY };
}
