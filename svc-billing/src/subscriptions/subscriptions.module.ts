import { Module } from '@nestjs/common';
import { BILLING_ENV, type BillingEnv } from '../config/env';
import { StripeModule } from '../stripe/stripe.module';
import { STRIPE, type StripeSeam } from '../stripe/stripe-seam';
import { PlanPrices } from './plan-prices';
import { SubscriptionEvents } from './subscription-events.service';
import { SubscriptionLock } from './subscription-lock';
import { SUBSCRIPTION_PROVIDER, SubscriptionProvider } from './subscription-provider';
import { SubscriptionSync } from './subscription-sync.service';
import { SubscriptionRepository } from './subscription.repository';
import { SubscriptionService } from './subscription.service';
import { SubscriptionsController } from './subscriptions.controller';

/** Stripe's configured price ids with a key (the env schema then guarantees them), else the simulator's. */
export function subscriptionProviderFor(env: BillingEnv, stripe: StripeSeam): SubscriptionProvider {
  return new SubscriptionProvider(stripe.api, env.STRIPE_SECRET_KEY ? new PlanPrices(env.STRIPE_PRICE_IDS!) : PlanPrices.simulated());
}

/** Client subscriptions: the client's calls, and the provider's events (handed over by the webhooks module). */
@Module({
  imports: [StripeModule],
  controllers: [SubscriptionsController],
  providers: [
    { provide: SUBSCRIPTION_PROVIDER, inject: [BILLING_ENV, STRIPE], useFactory: subscriptionProviderFor },
    SubscriptionRepository,
    SubscriptionLock,
    SubscriptionSync,
    SubscriptionService,
    SubscriptionEvents,
  ],
  exports: [SubscriptionEvents],
})
export class SubscriptionsModule {}
