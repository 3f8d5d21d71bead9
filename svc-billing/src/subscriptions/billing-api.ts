import type { CardPaymentMethod, InvoiceObject, PaymentIntentObject, ScheduleObject, SubscriptionObject } from './stripe-objects';

interface RequestOptions {
  idempotencyKey?: string;
}

export interface SchedulePhaseParams {
  items: Array<{ price: string; quantity: number }>;
  start_date?: number;
  end_date?: number;
  duration?: { interval: 'month' | 'year'; interval_count: number };
}

/**
 * The Stripe calls subscriptions make, with the parameters they send. The `stripe` SDK satisfies it, and so
 * does the simulated provider of test mode (`simulated/simulated-stripe.ts`): one subscription provider
 * drives both.
 */
export interface BillingApi {
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
  };
  paymentIntents: {
    retrieve(id: string): Promise<PaymentIntentObject>;
  };
}
