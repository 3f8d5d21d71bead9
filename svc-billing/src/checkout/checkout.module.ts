import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import type { BillingEnv } from '../config/env';
import { OrdersModule } from '../orders/orders.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { StripeProvider } from '../payments/stripe-provider';
import { TestModeProvider } from '../payments/test-mode-provider';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';

/** Stripe when a secret key is configured (the env schema then guarantees the other two), else test mode. */
export function paymentProviderFor(env: BillingEnv): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY) return new TestModeProvider();
  return new StripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, apiUrl: env.STRIPE_API_URL });
}

/** The sprint checkout: payment intents, the test-mode payment and the Stripe webhook. */
@Module({})
export class CheckoutModule {
  static forRoot(env: BillingEnv): DynamicModule {
    const rateLimit: RateLimitOptions = { perMinute: env.BILLING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'billing' };
    return {
      module: CheckoutModule,
      // Subscriptions are mounted here, once: the Stripe webhook hands their events to SubscriptionEvents.
      imports: [OrdersModule.forRoot(env), SubscriptionsModule.forRoot(env)],
      controllers: [CheckoutController, StripeWebhookController],
      providers: [
        CheckoutService,
        StripeWebhookService,
        RateLimitGuard,
        { provide: PAYMENT_PROVIDER, useValue: paymentProviderFor(env) },
        { provide: RATE_LIMIT, useValue: rateLimit },
      ],
    };
  }
}
