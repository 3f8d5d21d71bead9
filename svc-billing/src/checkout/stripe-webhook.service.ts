import { Inject, Injectable, Logger } from '@nestjs/common';
import { InvalidWebhookSignature, PaymentsUnavailable, RouteNotInThisMode } from '../billing-errors';
import { FulfilmentService } from '../orders/fulfilment.service';
import { OrdersRepository } from '../orders/orders.repository';
import { PAYMENT_PROVIDER, type PaymentIntentOutcome, type PaymentProvider, type ProviderWebhooks } from '../payments/payment-provider';
import { SubscriptionEvents } from '../subscriptions/subscription-events.service';

@Injectable()
export class StripeWebhookService {
  private readonly log = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(FulfilmentService) private readonly fulfilment: FulfilmentService,
    @Inject(SubscriptionEvents) private readonly subscriptions: SubscriptionEvents,
  ) {}

  /**
   * A Stripe event: only with a valid signature over the exact body, and only once per event id. The
   * event says which PaymentIntent changed; where it stands is asked of Stripe, because events arrive late,
   * twice or out of order (a payment_failed after the succeeded must not undo the payment).
   */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    const webhooks = this.provider.webhooks;
    if (!webhooks) throw new RouteNotInThisMode('stripeWebhook');
    if (!rawBody?.length) throw new InvalidWebhookSignature();
    const event = webhooks.verify(rawBody, signature);
    if (await this.orders.eventRecorded(event.id)) return { received: true };
    if (event.subscriptionId) {
      // Recorded only once the subscription is synced: a sync that fails (503) leaves it for Stripe's retry.
      await this.subscriptions.received({ type: event.type, subscriptionId: event.subscriptionId, invoiceId: event.invoiceId });
      await this.fulfilment.eventWithoutChange(event);
      return { received: true };
    }

    const outcome = event.paymentIntentId ? await this.outcomeOf(webhooks, event.paymentIntentId) : { kind: 'open' as const };
    if (outcome.kind === 'succeeded') await this.fulfilment.paymentSucceeded(event.paymentIntentId!, event);
    else if (outcome.kind === 'failed') await this.fulfilment.paymentFailed(event.paymentIntentId!, outcome.message, event);
    else await this.fulfilment.eventWithoutChange(event);
    return { received: true };
  }

  /** Stripe unreachable: answer 503 without recording the event, so Stripe's retry delivers it again. */
  private async outcomeOf(webhooks: ProviderWebhooks, paymentIntentId: string): Promise<PaymentIntentOutcome> {
    try {
      return await webhooks.outcomeOf(paymentIntentId);
    } catch (err) {
      this.log.error(`fetching PaymentIntent ${paymentIntentId} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new PaymentsUnavailable();
    }
  }
}
