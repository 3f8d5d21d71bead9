import type { InvoiceObject, PaymentIntentObject, RefundObject, ScheduleObject, SubscriptionObject } from './stripe-objects';
import type { CardBehaviour } from './test-cards';

/** A price the simulated provider bills: the plans' prices, under the ids configuration gives them. */
export interface SimPrice {
  id: string;
  amount: number;
  interval: 'month' | 'year';
}

export interface SimEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: { id: string; object: string } };
}

/** What the provider answers for a refused call: the fields of a Stripe error the SDK and callers read. */
export class SimStripeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly rawType: 'card_error' | 'invalid_request_error',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const missing = (what: string, id: string) => new SimStripeError(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${id}'`);
export const invalid = (message: string) => new SimStripeError(400, 'invalid_request_error', 'parameter_invalid', message);

export interface SimCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  /** Negative: credit the next invoices use first (a proration in the customer's favour). */
  balance: number;
  invoice_settings: { default_payment_method: string | null };
  created: number;
}

export interface SimPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  behaviour: CardBehaviour;
  /** 3-D Secure completed once: a card that asks only once then pays off-session. */
  authenticated: boolean;
}

export type SimSubscription = Omit<SubscriptionObject, 'customer' | 'latest_invoice' | 'schedule' | 'default_payment_method'> & {
  customer: string;
  latest_invoice: string | null;
  schedule: string | null;
  default_payment_method: string | null;
  canceled_at: number | null;
};

export type SimInvoice = Omit<InvoiceObject, 'payments'> & {
  customer: string;
  subscription: string;
  amount_paid: number;
  payment_intents: string[];
  next_payment_attempt: number | null;
};

/** A PaymentIntent of an invoice, or of its own (a sprint checkout: no invoice, no card until confirmed). */
export type SimPaymentIntent = PaymentIntentObject & { invoice: string | null; payment_method: string | null };

export type SimRefund = RefundObject & { payment_intent: string; metadata: Record<string, string> };

export type SimSchedule = ScheduleObject & { subscription: string | null; end_behavior: 'release' };

/** A stored answer to a call that carried an Idempotency-Key. */
export interface SimIdempotentAnswer {
  id: string;
  object: 'idempotent_answer';
  fingerprint: string;
  answer: unknown;
}
