import type { CardPaymentMethod, InvoiceObject, PaymentIntentObject, RefundObject, ScheduleObject, SubscriptionObject } from './stripe-objects';

interface RequestOptions {
  idempotencyKey?: string;
}

export interface SchedulePhaseParams {
  items: Array<{ price: string; quantity: number }>;
  start_date?: number;
  end_date?: number;
  duration?: { interval: 'month' | 'year'; interval_count: number };
}

/** A webhook event as billing reads it: which object changed; where it stands is asked of Stripe again. */
export interface StripeEventObject {
  id: string;
  type: string;
  data: { object: unknown };
}

/**
 * The one seam to Stripe: the calls billing makes (sprint PaymentIntents, customers, cards, subscriptions,
 * schedules, invoices) with the parameters it sends, and the check of a webhook's signature. The `stripe`
 * SDK satisfies it (`stripe-api.spec.ts`), and so does `StripeSimulator`: one code path serves both, in
 * test mode and in the tests, which drive the real SDK against the simulator over HTTP.
 */
export interface StripeApi {
  customers: {
    create(params: { email?: string; metadata: Record<string, string> }, options?: RequestOptions): Promise<{ id: string }>;
    update(id: string, params: { invoice_settings: { default_payment_method: string } }): Promise<{ id: string }>;
  };
  paymentMethods: {
    attach(id: string, params: { customer: string }): Promise<CardPaymentMethod>;
  };
  subscriptions: {
    create(
      params: {
        customer: string;
        items: Array<{ price: string }>;
        default_payment_method: string;
        payment_behavior: 'allow_incomplete';
        metadata: Record<string, string>;
        expand: string[];
      },
      options?: RequestOptions,
    ): Promise<SubscriptionObject>;
    retrieve(id: string, params?: { expand: string[] }): Promise<SubscriptionObject>;
    update(
      id: string,
      params: {
        items?: Array<{ id: string; price: string }>;
        proration_behavior?: 'always_invoice';
        /** The new price applies only if its prorated invoice is paid. */
        payment_behavior?: 'pending_if_incomplete';
        cancel_at_period_end?: boolean;
        default_payment_method?: string;
        expand?: string[];
      },
      options?: RequestOptions,
    ): Promise<SubscriptionObject>;
    cancel(id: string, params?: { expand?: string[] }): Promise<SubscriptionObject>;
  };
  subscriptionSchedules: {
    create(params: { from_subscription: string }): Promise<ScheduleObject>;
    update(id: string, params: { end_behavior: 'release'; phases: SchedulePhaseParams[] }): Promise<ScheduleObject>;
    release(id: string): Promise<ScheduleObject>;
  };
  invoices: {
    pay(id: string, params: { payment_method: string }): Promise<InvoiceObject>;
    /** The invoice a change of price with `always_invoice` would make now, made nowhere (credit on the account deducted). */
    createPreview(params: {
      customer: string;
      subscription: string;
      subscription_details: { items: Array<{ id: string; price: string }>; proration_behavior: 'always_invoice' };
    }): Promise<{ amount_due: number }>;
  };
  paymentIntents: {
    create(
      params: { amount: number; currency: string; automatic_payment_methods: { enabled: true }; metadata: Record<string, string> },
      options?: RequestOptions,
    ): Promise<PaymentIntentObject>;
    retrieve(id: string): Promise<PaymentIntentObject>;
  };
  refunds: {
    /** The whole payment back (no `amount`): a sprint order is refunded in full. */
    create(params: { payment_intent: string; metadata: Record<string, string> }, options?: RequestOptions): Promise<RefundObject>;
  };
  webhooks: {
    /** Throws for a bad, missing or stale signature over these exact bytes. */
    constructEvent(payload: string | Buffer, header: string, secret: string): StripeEventObject;
  };
}
