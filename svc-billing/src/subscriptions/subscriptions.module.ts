import { KYSELY, RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { BillingEnv } from '../config/env';
import type { BillingDb } from '../database/billing-db';
import { stripeClient } from '../payments/stripe-provider';
import { PlanPrices } from './plan-prices';
import { PgSimStore } from './simulated/pg-sim-store';
import { SimulatedStripe } from './simulated/simulated-stripe';
import { SubscriptionEvents } from './subscription-events.service';
import { SubscriptionLock } from './subscription-lock';
import { SUBSCRIPTION_PROVIDER, SubscriptionProvider } from './subscription-provider';
import { SubscriptionSync } from './subscription-sync.service';
import { SubscriptionRepository } from './subscription.repository';
import { SubscriptionService } from './subscription.service';
import { SubscriptionsController } from './subscriptions.controller';
import { TestModeBilling, TEST_CLOCK_ENABLED } from './test-mode-billing.service';
import { TestModeBillingController } from './test-mode-billing.controller';

/** Stripe when a secret key is configured (the env schema then guarantees the price ids), else the simulation in billing's database. */
export function subscriptionProviderFor(env: BillingEnv, db: Kysely<BillingDb>): SubscriptionProvider {
  if (env.STRIPE_SECRET_KEY) return new SubscriptionProvider(stripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL), new PlanPrices(env.STRIPE_PRICE_IDS!), null);
  const prices = PlanPrices.simulated();
  const simulated = new SimulatedStripe(new PgSimStore(db), prices.simPrices());
  return new SubscriptionProvider(simulated, prices, simulated);
}

/** Client subscriptions: the client's calls, the provider's events, and test mode's card form, 3-D Secure page and clock. */
@Module({})
export class SubscriptionsModule {
  static forRoot(env: BillingEnv): DynamicModule {
    const rateLimit: RateLimitOptions = { perMinute: env.BILLING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'billing-test-mode' };
    return {
      module: SubscriptionsModule,
      controllers: [SubscriptionsController, TestModeBillingController],
      providers: [
        { provide: SUBSCRIPTION_PROVIDER, useFactory: (db: Kysely<BillingDb>) => subscriptionProviderFor(env, db), inject: [KYSELY] },
        { provide: TEST_CLOCK_ENABLED, useValue: env.NODE_ENV !== 'production' },
        { provide: RATE_LIMIT, useValue: rateLimit },
        RateLimitGuard,
        SubscriptionRepository,
        SubscriptionLock,
        SubscriptionSync,
        SubscriptionService,
        SubscriptionEvents,
        TestModeBilling,
      ],
      exports: [SubscriptionEvents],
    };
  }
}
