import { KYSELY, RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { BILLING_ENV, type BillingEnv } from '../config/env';
import type { BillingDb } from '../database/billing-db';
import { STRIPE, stripeSeamFor } from './stripe-seam';
import { TestModeBillingController } from './test-mode.controller';
import { TestModeBilling, TEST_CLOCK_ENABLED } from './test-mode.service';

/**
 * The one seam to Stripe (`STRIPE`) for orders, subscriptions and webhooks, and test mode's endpoints that
 * stand in for Stripe.js and the bank (card form, 3-D Secure page) and move the simulator's clock.
 */
@Module({
  controllers: [TestModeBillingController],
  providers: [
    { provide: STRIPE, inject: [BILLING_ENV, KYSELY], useFactory: (env: BillingEnv, db: Kysely<BillingDb>) => stripeSeamFor(env, db) },
    { provide: TEST_CLOCK_ENABLED, inject: [BILLING_ENV], useFactory: (env: BillingEnv) => env.NODE_ENV !== 'production' },
    {
      provide: RATE_LIMIT,
      inject: [BILLING_ENV],
      useFactory: (env: BillingEnv): RateLimitOptions => ({ perMinute: env.BILLING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'billing-test-mode' }),
    },
    RateLimitGuard,
    TestModeBilling,
  ],
  exports: [STRIPE],
})
export class StripeModule {}
