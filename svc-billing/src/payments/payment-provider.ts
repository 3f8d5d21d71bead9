/** Injection token of the payment provider chosen at boot: Stripe with a key, the test-mode simulation without. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface NewPaymentIntent {
  amountCents: number;
  currency: 'usd';
  /** Same key, same PaymentIntent: a double submit or a retry of one checkout never creates a second. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/** Where a PaymentIntent stands at the provider, reduced to what moves an order. */
export type PaymentIntentOutcome = { kind: 'succeeded' } | { kind: 'failed'; message: string } | { kind: 'open' };

/**
 * A webhook event whose signature checked out. `paymentIntentId` is set for payment_intent.* events,
 * `subscriptionId` for the events of a subscription, its invoices and its schedule.
 */
export interface VerifiedEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  /** Set for invoice.* events. */
  invoiceId: string | null;
}

/** What only a real provider has: signed webhooks, and its own record of a PaymentIntent. */
export interface ProviderWebhooks {
  /** Throws `InvalidWebhookSignature` for a bad, missing or stale signature. */
  verify(rawBody: Buffer, signature: string | undefined): VerifiedEvent;
  outcomeOf(paymentIntentId: string): Promise<PaymentIntentOutcome>;
}

export interface PaymentProvider {
  /** True when payments are simulated on the server (no Stripe key configured). */
  readonly testMode: boolean;
  /** For Stripe.js in the browser; empty in test mode. */
  readonly publishableKey: string;
  createPaymentIntent(intent: NewPaymentIntent): Promise<CreatedPaymentIntent>;
  /** Absent in test mode: there is no one to sign a webhook. */
  readonly webhooks?: ProviderWebhooks;
}
