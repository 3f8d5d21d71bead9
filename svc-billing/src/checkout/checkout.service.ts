import {
  Packages,
  type BillingConfigResponse,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type TestModeConfirmPaymentRequest,
  type TestModeConfirmPaymentResponse,
} from '@biz/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OrderNotFound, PaymentsUnavailable, RouteNotInThisMode } from '../billing-errors';
import { FulfilmentService } from '../orders/fulfilment.service';
import { OrdersRepository } from '../orders/orders.repository';
import { PAYMENT_PROVIDER, type CreatedPaymentIntent, type NewPaymentIntent, type PaymentProvider } from '../payments/payment-provider';
import { testCardOutcome } from '../payments/test-card-outcome';
import { checkoutIdOf } from './checkout-id';

@Injectable()
export class CheckoutService {
  private readonly log = new Logger(CheckoutService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(FulfilmentService) private readonly fulfilment: FulfilmentService,
  ) {}

  config(): BillingConfigResponse {
    return { publishableKey: this.provider.publishableKey, testMode: this.provider.testMode };
  }

  /**
   * A pending order with its PaymentIntent, charged at the package's contract price (whatever else the body
   * held was stripped by the schema). One checkout key and package is one order and one PaymentIntent: a
   * repeat answers the stored one, and a repeat racing the first gets the same PaymentIntent from the
   * idempotency key and the first order from the unique key. Both are keyed by the key's digest, so only the
   * key's holder reaches them.
   */
  async createPaymentIntent({ package: name, checkoutKey, lead }: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
    const checkoutId = checkoutKey ? checkoutIdOf(checkoutKey) : null;
    if (checkoutId) {
      const existing = await this.orders.resumeCheckout(checkoutId, name, lead ?? null);
      if (existing) return { clientSecret: existing };
    }
    const { priceCents } = Packages[name];
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

  private async providerIntent(intent: NewPaymentIntent): Promise<CreatedPaymentIntent> {
    try {
      return await this.provider.createPaymentIntent(intent);
    } catch (err) {
      this.log.error(`creating a PaymentIntent failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new PaymentsUnavailable();
    }
  }

  /**
   * Test mode only: what Stripe would do with this card, then the same fulfilment as a real payment. A
   * decline is an answer (200, `failed`), as it is from Stripe.js. A paid order stays paid.
   */
  async confirmTestPayment({ clientSecret, card }: TestModeConfirmPaymentRequest): Promise<TestModeConfirmPaymentResponse> {
    if (!this.provider.testMode) throw new RouteNotInThisMode('confirmTestModePayment');
    const order = await this.orders.orderByClientSecret(clientSecret);
    if (!order) throw new OrderNotFound();
    const { paymentIntentId } = order;
    if (order.status === 'paid') return { status: 'succeeded', paymentIntentId };
    const outcome = testCardOutcome(card);
    if (outcome.ok) {
      await this.fulfilment.paymentSucceeded(paymentIntentId);
      return { status: 'succeeded', paymentIntentId };
    }
    await this.fulfilment.paymentFailed(paymentIntentId, outcome.message);
    return { status: 'failed', paymentIntentId, code: outcome.code, message: outcome.message };
  }
}
