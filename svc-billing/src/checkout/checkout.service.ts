import {
  Packages,
  type BillingConfigResponse,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type TestModeConfirmPaymentRequest,
  type TestModeConfirmPaymentResponse,
} from '@biz/contracts';
import { SimStripeError } from '@biz/stripe-simulator';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OrderNotFound, PaymentsUnavailable, RouteNotInThisMode } from '../billing-errors';
import { FulfilmentService } from '../orders/fulfilment.service';
import { OrderEvents } from '../orders/order-events.service';
import { OrdersRepository, wasPaid } from '../orders/orders.repository';
import { STRIPE, type StripeSeam } from '../stripe/stripe-seam';
import { checkoutIdOf } from './checkout-id';

interface NewPaymentIntent {
  amountCents: number;
  currency: 'usd';
  /** Same key, same PaymentIntent: a double submit or a retry of one checkout never creates a second. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

@Injectable()
export class CheckoutService {
  private readonly log = new Logger(CheckoutService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: StripeSeam,
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(FulfilmentService) private readonly fulfilment: FulfilmentService,
    @Inject(OrderEvents) private readonly orderEvents: OrderEvents,
  ) {}

  config(): BillingConfigResponse {
    return { publishableKey: this.stripe.publishableKey, testMode: this.stripe.simulator !== null };
  }

  /**
   * A pending order with its PaymentIntent, charged at the package's contract price (whatever else the body
   * held was stripped by the schema). One checkout key and package is one order and one PaymentIntent: a
   * repeat answers the stored one, and a repeat racing the first gets the same PaymentIntent from the
   * idempotency key and the first order from the unique key. Both are keyed by the key's digest. A new key
   * with a lead (another tab, another page load, a recovery link) reuses that lead's open order of the
   * package, so a lead has one checkout per package, not one per page load. That answers the order's client
   * secret to whoever types the lead's email: it lets them pay that order and nothing more (the stored lead
   * is not rewritten), which a lead returning on another device needs.
   */
  async createPaymentIntent({ package: name, checkoutKey, lead }: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
    const checkoutId = checkoutKey ? checkoutIdOf(checkoutKey) : null;
    if (checkoutId) {
      const existing = await this.orders.resumeCheckout(checkoutId, name, lead ?? null);
      if (existing) return { clientSecret: existing };
    }
    const { priceCents } = Packages[name];
    if (lead) {
      const reused = await this.orders.reuseLeadCheckout(lead.contactEmail, name, priceCents);
      if (reused) return { clientSecret: reused };
    }
    const intent = await this.providerIntent({
      amountCents: priceCents,
      currency: 'usd',
      idempotencyKey: checkoutId ? `checkout-${checkoutId}-${name}` : `order-${randomUUID()}`,
      metadata: { package: name, ...(checkoutId ? { checkoutId } : {}) },
    });
    const clientSecret = await this.orders.createOrder({
      package: name,
      amountCents: priceCents,
      currency: 'usd',
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      checkoutId,
      lead: lead ?? null,
    });
    return { clientSecret };
  }

  private async providerIntent({ amountCents, currency, idempotencyKey, metadata }: NewPaymentIntent): Promise<{ id: string; clientSecret: string }> {
    let intent: { id: string; client_secret: string | null };
    try {
      intent = await this.stripe.api.paymentIntents.create({ amount: amountCents, currency, automatic_payment_methods: { enabled: true }, metadata }, { idempotencyKey });
    } catch (err) {
      this.log.error(`creating a PaymentIntent failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new PaymentsUnavailable();
    }
    if (!intent.client_secret) throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  /**
   * Test mode only: what Stripe.js does in the browser, played by the simulator (save the card, confirm the
   * PaymentIntent), then the order moves as a webhook would move it. A decline is an answer (200, `failed`,
   * the bank's words), as it is from Stripe.js; a card that asks for 3-D Secure answers `requires_action`
   * and pays once the test page completes it. A paid order stays paid.
   */
  async confirmTestPayment({ clientSecret, card }: TestModeConfirmPaymentRequest): Promise<TestModeConfirmPaymentResponse> {
    const simulator = this.stripe.simulator;
    if (!simulator) throw new RouteNotInThisMode('confirmTestModePayment');
    const order = await this.orders.orderByClientSecret(clientSecret);
    if (!order) throw new OrderNotFound();
    const { paymentIntentId } = order;
    if (wasPaid(order.status)) return { status: 'succeeded', paymentIntentId };
    let paymentMethodId: string;
    try {
      paymentMethodId = (await simulator.createCard(card)).id;
    } catch (err) {
      if (!(err instanceof SimStripeError) || err.rawType !== 'card_error') throw err;
      // Refused before any charge (a number or expiry that is not valid): said on the order all the same.
      await this.fulfilment.paymentFailed(paymentIntentId, err.message);
      return { status: 'failed', paymentIntentId, code: err.code, message: err.message };
    }
    const intent = await simulator.confirmPayment(clientSecret, paymentMethodId);
    // The simulator's event moved the order already; asked again so this answer never runs ahead of it.
    await this.orderEvents.received(paymentIntentId);
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId };
    if (intent.status === 'requires_action') return { status: 'requires_action', paymentIntentId };
    const { code = 'card_declined', message = 'Your card was declined.' } = intent.last_payment_error ?? {};
    return { status: 'failed', paymentIntentId, code, message };
  }
}
