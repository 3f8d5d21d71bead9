import { KYSELY, RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { BillingEnv } from '../config/env';
import type { BillingDb } from '../database/billing-db';
import { STRIPE, stripeSeamFor } from './stripe-seam';
import { TestModeBillingController } from './test-mode.controller';
import { TestModeBilling, TEST_CLOCK_ENABLED } from './test-mode.service';

/**
 * The one seam to Stripe (`STRIPE`) for orders, subscriptions and webhooks, and test mode's endpoints that
 * stand in for Stripe.js and the bank (card form, 3-D Secure page) and move the simulator's clock.
 * Built once by the app module and handed to the modules that import it.
 */
@Module({})
export class StripeModule {
  static forRoot(env: BillingEnv): DynamicModule {
    const rateLimit: RateLimitOptions = { perMinute: env.BILLING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'billing-test-mode' };
    return {
      module: StripeModule,
      controllers: [TestModeBillingController],
      providers: [
        { provide: STRIPE, useFactory: (db: Kysely<BillingDb>) => stripeSeamFor(env, db), inject: [KYSELY] },
        { provide: TEST_CLOCK_ENABLED, useValue: env.NODE_ENV !== 'production' },
        { provide: RATE_LIMIT, useValue: rateLimit },
        RateLimitGuard,
        TestModeBilling,
      ],
      exports: [STRIPE],
    };
  }
}
