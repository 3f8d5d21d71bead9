import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import type { BillingEnv } from '../config/env';
import { CheckoutResumeController } from './checkout-resume.controller';
import { CheckoutResumeService } from './checkout-resume.service';
import { CheckoutOutcomeService } from './checkout-outcome.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';

/** The sprint checkout: payment intents through the Stripe seam, test mode's card payment, and recovery links back into it. */
@Module({})
export class CheckoutModule {
  static forRoot(env: BillingEnv, modules: { stripe: DynamicModule; orders: DynamicModule }): DynamicModule {
    const rateLimit: RateLimitOptions = { perMinute: env.BILLING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'billing' };
    return {
      module: CheckoutModule,
      imports: [modules.stripe, modules.orders],
      controllers: [CheckoutController, CheckoutResumeController],
      providers: [CheckoutService, CheckoutOutcomeService, CheckoutResumeService, RateLimitGuard, { provide: RATE_LIMIT, useValue: rateLimit }],
    };
  }
}
