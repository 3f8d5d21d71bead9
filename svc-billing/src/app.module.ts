import { JobProducerModule, ServiceCoreModule, sessionTimeoutsOf, type ServiceAppOptions } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import { CheckoutModule } from './checkout/checkout.module';
import type { BillingEnv } from './config/env';
import { Init1763800000000 } from './migrations/1763800000000-init';
import { Orders1764000000000 } from './migrations/1764000000000-orders';
import { Subscriptions1764900000000 } from './migrations/1764900000000-subscriptions';
import { SubscriptionsEverPaid1765000000000 } from './migrations/1765000000000-subscriptions-ever-paid';
import { CheckoutRecovery1765600000000 } from './migrations/1765600000000-checkout-recovery';
import { OrderRefunds1765810000000 } from './migrations/1765810000000-order-refunds';
import { ResumeLinkControl1766100000000 } from './migrations/1766100000000-resume-link-control';
import { OrdersModule } from './orders/orders.module';
import { PlansModule } from './plans/plans.module';
import { StripeModule } from './stripe/stripe.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export const SERVICE_NAME = 'svc-billing';

/** In order; the type guard (`database/*-db.int-spec.ts`) migrates a fresh schema with them. */
export const BILLING_MIGRATIONS = [Init1763800000000, Orders1764000000000, Subscriptions1764900000000, SubscriptionsEverPaid1765000000000, CheckoutRecovery1765600000000, OrderRefunds1765810000000, ResumeLinkControl1766100000000];

@Module({})
export class AppModule {
  static forRoot(env: BillingEnv): DynamicModule {
    // Each built once and handed to the modules that import it: one Stripe seam, one set of orders.
    const stripe = StripeModule.forRoot(env);
    const orders = OrdersModule.forRoot(env, stripe);
    const subscriptions = SubscriptionsModule.forRoot(env, stripe);
    return {
      module: AppModule,
      imports: [
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
        PlansModule,
        CheckoutModule.forRoot(env, { stripe, orders }),
        WebhooksModule.forRoot({ stripe, orders, subscriptions }),
      ],
    };
  }
}

/** How main.ts and the tests build the app: the webhook needs the raw body for the signature check. */
export function billingAppOptions(env: BillingEnv): ServiceAppOptions {
  return { module: AppModule.forRoot(env), name: SERVICE_NAME, logLevel: env.LOG_LEVEL, rawBody: true, clientAddressKey: env.CLIENT_ADDRESS_KEY };
}
