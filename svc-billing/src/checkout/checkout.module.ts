import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { BILLING_ENV, type BillingEnv } from '../config/env';
import { OrdersModule } from '../orders/orders.module';
import { StripeModule } from '../stripe/stripe.module';
import { CheckoutResumeController } from './checkout-resume.controller';
import { CheckoutResumeService } from './checkout-resume.service';
import { CheckoutOutcomeService } from './checkout-outcome.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';

/** The sprint checkout: payment intents through the Stripe seam, test mode's card payment, and recovery links back into it. */
@Module({
  imports: [StripeModule, OrdersModule],
  controllers: [CheckoutController, CheckoutResumeController],
  providers: [
    CheckoutService,
    CheckoutOutcomeService,
    CheckoutResumeService,
    RateLimitGuard,
    {
      provide: RATE_LIMIT,
      inject: [BILLING_ENV],
      useFactory: (env: BillingEnv): RateLimitOptions => ({ perMinute: env.BILLING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'billing' }),
    },
  ],
})
export class CheckoutModule {}
