import Stripe from 'stripe';
import { InvalidWebhookSignature } from '../billing-errors';
import { subscriptionIdOf } from '../subscriptions/provider-subscription';
import type { CreatedPaymentIntent, NewPaymentIntent, PaymentIntentOutcome, PaymentProvider, ProviderWebhooks, VerifiedEvent } from './payment-provider';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Another API base (a local fake in tests); default: api.stripe.com. */
  apiUrl?: string;
}

/** `STRIPE_API_URL` as the SDK's host, port and protocol. */
function endpointOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The SDK client for a key (and another API base in tests). Retries are safe: every create carries an idempotency key. */
export function stripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 15_000, ...endpointOf(apiUrl) });
}

/** Real payments through the `stripe` SDK; the browser confirms with Stripe.js and Stripe calls the webhook. */
export class StripeProvider implements PaymentProvider, ProviderWebhooks {
  readonly testMode = false;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeConfig) {
    this.stripe = stripeClient(config.secretKey, config.apiUrl);
    this.webhookSecret = config.webhookSecret;
    this.publishableKey = config.publishableKey;
  }

  get webhooks(): ProviderWebhooks {
    return this;
  }

  async createPaymentIntent({ amountCents, currency, idempotencyKey, metadata }: NewPaymentIntent): Promise<CreatedPaymentIntent> {
    const intent = await this.stripe.paymentIntents.create(
      { amount: amountCents, currency, automatic_payment_methods: { enabled: true }, metadata },
      { idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  verify(rawBody: Buffer, signature: string | undefined): VerifiedEvent {
    if (!signature) throw new InvalidWebhookSignature();
    let event: Stripe.Event;
    try {
      // Checks the HMAC over these exact bytes and the timestamp against the default 5-minute tolerance.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new InvalidWebhookSignature();
    }
    const object = event.data.object as { object?: string; id?: string };
    return {
      id: event.id,
      type: event.type,
      paymentIntentId: object.object === 'payment_intent' && object.id ? object.id : null,
      subscriptionId: subscriptionIdOf(event.data.object),
      invoiceId: object.object === 'invoice' && object.id ? object.id : null,
    };
  }

  async outcomeOf(paymentIntentId: string): Promise<PaymentIntentOutcome> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    if (intent.status === 'succeeded') return { kind: 'succeeded' };
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      return { kind: 'failed', message: intent.last_payment_error.message ?? 'Your card was declined.' };
    }
    return { kind: 'open' };
  }
}
