import { Module, type DynamicModule } from '@nestjs/common';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';

/**
 * Stripe's events (its webhook, or the simulator's in test mode) and the table of those acted on; each is
 * handed to orders or subscriptions by what it is about. A renewal: invoice.* → SubscriptionEvents.
 */
@Module({})
export class WebhooksModule {
  static forRoot(modules: { stripe: DynamicModule; orders: DynamicModule; subscriptions: DynamicModule }): DynamicModule {
    return {
      module: WebhooksModule,
      imports: [modules.stripe, modules.orders, modules.subscriptions],
      controllers: [StripeWebhookController],
      providers: [StripeWebhookService, StripeEventsRepository],
    };
  }
}
