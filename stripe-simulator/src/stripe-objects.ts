/**
 * The slice of Stripe's objects (API 2026-10-28) that billing reads, in Stripe's own shape. The `stripe`
 * SDK's types satisfy them, and the simulator produces them, so one mapping reads both.
 */
/** Stripe adds values to its enums over time; the SDK types them open-ended, and so do these. */
type Open<T extends string> = T | (string & {});

export type StripeSubscriptionStatus = Open<'active' | 'trialing' | 'past_due' | 'incomplete' | 'incomplete_expired' | 'unpaid' | 'canceled' | 'paused'>;

export interface PriceRef {
  id: string;
}

export interface SubscriptionItemObject {
  id: string;
  price: PriceRef;
  current_period_start: number;
  current_period_end: number;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  status: Open<'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled'>;
  client_secret: string | null;
  last_payment_error: { type?: string; code?: string; message?: string } | null;
}

/** A refund of a payment (billing refunds whole sprint orders). */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string | PaymentIntentObject | null;
  status: Open<'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled'> | null;
}

export interface InvoiceObject {
  id: string;
  object: 'invoice';
  status: Open<'draft' | 'open' | 'paid' | 'uncollectible' | 'void'> | null;
  amount_due: number;
  attempt_count: number;
  billing_reason: string | null;
  created: number;
  parent: { subscription_details: { subscription: string | { id: string } } | null } | null;
  payments?: { data: Array<{ payment: { payment_intent?: string | PaymentIntentObject } }> };
}

export interface SchedulePhase {
  start_date: number;
  end_date: number | null;
  items: Array<{ price: string | PriceRef }>;
}

export interface ScheduleObject {
  id: string;
  object: 'subscription_schedule';
  status: Open<'not_started' | 'active' | 'completed' | 'released' | 'canceled'>;
  subscription: string | { id: string } | null;
  phases: SchedulePhase[];
}

export interface CardPaymentMethod {
  id: string;
  card?: { brand: string; last4: string } | null;
}

export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  customer: string | { id: string };
  status: StripeSubscriptionStatus;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  ended_at: number | null;
  created: number;
  items: { data: SubscriptionItemObject[] };
  latest_invoice: string | InvoiceObject | null;
  schedule: string | ScheduleObject | null;
  default_payment_method: string | CardPaymentMethod | null;
  /** A change made with `pending_if_incomplete` whose payment did not go through: it was not applied. */
  pending_update: { expires_at: number } | null;
  metadata: Record<string, string>;
}

export const idOf = (ref: string | { id: string }): string => (typeof ref === 'string' ? ref : ref.id);
