import type { SimEvent, StripeEventObject } from '@biz/stripe-simulator';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InvalidWebhookSignature, RouteNotInThisMode } from '../billing-errors';
import { OrderEvents } from '../orders/order-events.service';
import { STRIPE, type StripeSeam } from '../stripe/stripe-seam';
import { subscriptionIdOf } from '../subscriptions/provider-subscription';
import { SubscriptionEvents } from '../subscriptions/subscription-events.service';
import { StripeEventsRepository } from './stripe-events.repository';

/**
 * A webhook event whose signature checked out. `paymentIntentId` is set for payment_intent.* events,
 * `subscriptionId` for the events of a subscription, its invoices and its schedule.
 */
interface VerifiedEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  /** Set for invoice.* events. */
  invoiceId: string | null;
}

const isPaymentIntent = (object: unknown): object is { object: 'payment_intent'; id: string } =>
  typeof object === 'object' && object !== null && (object as { object?: unknown }).object === 'payment_intent';

/**
 * Stripe's news, handed on by what changed: a subscription's (its invoices, its schedule) to
 * subscriptions, a sprint PaymentIntent's to orders. From Stripe's webhook with a key; in test mode, from
 * the simulator as each of its operations is stored.
 */
@Injectable()
export class StripeWebhookService implements OnModuleInit {
  private readonly log = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: StripeSeam,
    @Inject(StripeEventsRepository) private readonly events: StripeEventsRepository,
    @Inject(OrderEvents) private readonly orders: OrderEvents,
    @Inject(SubscriptionEvents) private readonly subscriptions: SubscriptionEvents,
  ) {}

  onModuleInit(): void {
    this.stripe.simulator?.deliverEventsTo((events) => this.simulated(events));
  }

  /**
   * A Stripe event: only with a valid signature over the exact body, and only once per event id. Recorded
   * only once its handler succeeded: a failure (503) leaves it for Stripe's retry.
   */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    const secret = this.stripe.webhookSecret;
    if (!secret) throw new RouteNotInThisMode('stripeWebhook');
    if (!rawBody?.length) throw new InvalidWebhookSignature();
    const event = this.verify(rawBody, signature, secret);
    if (await this.events.recorded(event.id)) return { received: true };
    const recorded = { id: event.id, type: event.type };
    if (event.subscriptionId) await this.subscriptions.received({ type: event.type, subscriptionId: event.subscriptionId, invoiceId: event.invoiceId });
    else if (event.paymentIntentId) await this.orders.received(event.paymentIntentId, recorded);
    await this.events.record(recorded);
    return { received: true };
  }

  private verify(rawBody: Buffer, signature: string | undefined, secret: string): VerifiedEvent {
    if (!signature) throw new InvalidWebhookSignature();
    let event: StripeEventObject;
    try {
      // Checks the HMAC over these exact bytes and the timestamp against the default 5-minute tolerance.
      event = this.stripe.api.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new InvalidWebhookSignature();
    }
    const object = event.data.object as { object?: string; id?: string };
    return {
      id: event.id,
      type: event.type,
      paymentIntentId: isPaymentIntent(object) ? object.id : null,
      subscriptionId: subscriptionIdOf(event.data.object),
      invoiceId: object.object === 'invoice' && object.id ? object.id : null,
    };
  }

  /** Test mode: nothing to verify or record (the events come from inside); a failure is logged, as a lost webhook would be. */
  private async simulated(events: SimEvent[]): Promise<void> {
    await this.subscriptions.simulated(events);
    const paymentIntents = new Set(events.flatMap(({ data }) => (isPaymentIntent(data.object) ? [data.object.id] : [])));
    for (const paymentIntentId of paymentIntents) {
      await this.orders.received(paymentIntentId).catch((err: unknown) => this.log.error(`settling order of ${paymentIntentId} failed: ${err instanceof Error ? err.message : String(err)}`));
    }
  }
}
