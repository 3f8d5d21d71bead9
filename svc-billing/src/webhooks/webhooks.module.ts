import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { StripeModule } from '../stripe/stripe.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';

/**
 * Stripe's events (its webhook, or the simulator's in test mode) and the table of those acted on; each is
 * handed to orders or subscriptions by what it is about. A renewal: invoice.* → SubscriptionEvents.
 */
@Module({
  imports: [StripeModule, OrdersModule, SubscriptionsModule],
  controllers: [StripeWebhookController],
  providers: [StripeWebhookService, StripeEventsRepository],
})
export class WebhooksModule {}
