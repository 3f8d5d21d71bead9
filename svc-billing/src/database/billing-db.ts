import type { SimulatorTables } from '@biz/stripe-simulator';
import type { BillingCycle, DeliveredEmailStatus, LockinLeadForm, OrderStatus, PackageName, PaymentIssue, SubscriptionPlanName, SubscriptionStatus } from '@biz/contracts';
import type { SchemaDescription } from '@biz/server-kit';
import type { Generated, JSONColumnType } from 'kysely';

/**
 * billing's tables as its migrations make them, as the query builder sees them (select, insert, update
 * types). JSON columns carry the contracts' types; timestamps are the `Date`s pg answers. Kept in step with
 * the migrations by `billingSchema` below and `billing-db.int-spec.ts`.
 */
export interface BillingDb {
  subscription_plans: SubscriptionPlansTable;
  orders: OrdersTable;
  stripe_events: StripeEventsTable;
  order_emails: OrderEmailsTable;
  checkout_resume_links: CheckoutResumeLinksTable;
  billing_customers: BillingCustomersTable;
  subscriptions: SubscriptionsTable;
  simulated_stripe: SimulatedStripeTable;
  simulated_clock: SimulatedClockTable;
}

/** The provider's customer of a client account (svc-admin's account id). */
export interface BillingCustomersTable {
  account_id: string;
  customer_id: string;
  created_at: Generated<Date>;
}

/** One subscription as the provider last reported it. */
export interface SubscriptionsTable {
  subscription_id: string;
  account_id: string;
  customer_id: string;
  price_id: string;
  plan: SubscriptionPlanName;
  billing: BillingCycle;
  status: SubscriptionStatus;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  scheduled_plan: SubscriptionPlanName | null;
  scheduled_billing: BillingCycle | null;
  scheduled_at: Date | null;
  payment_issue: PaymentIssue | null;
  action_client_secret: string | null;
  card_brand: string | null;
  card_last4: string | null;
  latest_invoice_id: string | null;
  /** Paid at least once, by the provider's state: an attempt never paid is no one's plan. */
  ever_paid: boolean;
  provider_created_at: Date;
  synced_at: Generated<Date>;
}

/** Test mode's simulated provider: each object whole, by its Stripe-style id. */
export type SimulatedStripeTable = SimulatorTables['simulated_stripe'];
export type SimulatedClockTable = SimulatorTables['simulated_clock'];

export interface SubscriptionPlansTable {
  id: Generated<string>;
  name: string;
  description: string;
  monthly_price_cents: number;
  yearly_price_cents: number;
  /** -1 means unlimited (SPEC §3). */
  max_automations: number;
  features: JSONColumnType<string[], string | undefined>;
  /** Display order: Starter, Growth, Enterprise. */
  sort_order: number;
  created_at: Generated<Date>;
}

export interface OrdersTable {
  id: Generated<string>;
  package: PackageName;
  amount_cents: number;
  currency: 'usd';
  status: Generated<OrderStatus>;
  payment_intent_id: string;
  client_secret: string;
  checkout_id: string | null;
  /** The checkout form's lead; null for an order created without one. */
  lead: JSONColumnType<LockinLeadForm | null, string | null, string | null>;
  failure_message: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  paid_at: Date | null;
  /** When the lead last opened this order's checkout: its abandonment counts from here. */
  last_checkout_at: Generated<Date>;
  /** Set together with status 'refunded': when, and the provider's refund. */
  refunded_at: Date | null;
  refund_id: string | null;
  /** When a paid sprint starts: its payment, or the Monday of the first week with a spot (decision 065). */
  starts_at: Date | null;
}

/** A recovery email's link to an order's checkout, by its token's SHA-256. */
export interface CheckoutResumeLinksTable {
  token_hash: string;
  order_id: string;
  expires_at: Date;
  created_at: Generated<Date>;
  /** Withdrawn from the business's record: it resumes nothing any more. */
  withdrawn_at: Date | null;
  /** How many times it has resumed the checkout (CHECKOUT_RESUME_LINK_OPENS at most). */
  opens: Generated<number>;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: Generated<Date>;
}

export type OrderEmailKind = 'order_confirmation';

export interface OrderEmailsTable {
  id: Generated<string>;
  order_id: string;
  kind: OrderEmailKind;
  to: string;
  status: Generated<'queued' | DeliveredEmailStatus>;
  subject: string | null;
  html: string | null;
  text: string | null;
  message_id: string | null;
  error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** `BillingDb` at run time, compared with the migrated schema by `billing-db.int-spec.ts`. */
export const billingSchema = {
  subscription_plans: {
    id: 'uuid default',
    name: 'text',
    description: 'text',
    monthly_price_cents: 'integer',
    yearly_price_cents: 'integer',
    max_automations: 'integer',
    features: 'jsonb default',
    sort_order: 'integer',
    created_at: 'timestamp with time zone default',
  },
  orders: {
    id: 'uuid default',
    package: 'text',
    amount_cents: 'integer',
    currency: 'text',
    status: 'text default',
    payment_intent_id: 'text',
    client_secret: 'text',
    checkout_id: 'uuid null',
    lead: 'jsonb null',
    failure_message: 'text null',
    created_at: 'timestamp with time zone default',
    updated_at: 'timestamp with time zone default',
    paid_at: 'timestamp with time zone null',
    last_checkout_at: 'timestamp with time zone default',
    refunded_at: 'timestamp with time zone null',
    refund_id: 'text null',
    starts_at: 'timestamp with time zone null',
  },
  checkout_resume_links: { token_hash: 'text', order_id: 'uuid', expires_at: 'timestamp with time zone', created_at: 'timestamp with time zone default', withdrawn_at: 'timestamp with time zone null', opens: 'integer default' },
  stripe_events: { id: 'text', type: 'text', received_at: 'timestamp with time zone default' },
  order_emails: {
    id: 'uuid default',
    order_id: 'uuid',
    kind: 'text',
    to: 'text',
    status: 'text default',
    subject: 'text null',
    html: 'text null',
    text: 'text null',
    message_id: 'text null',
    error: 'text null',
    created_at: 'timestamp with time zone default',
    updated_at: 'timestamp with time zone default',
  },
  billing_customers: { account_id: 'uuid', customer_id: 'text', created_at: 'timestamp with time zone default' },
  subscriptions: {
    subscription_id: 'text',
    account_id: 'uuid',
    customer_id: 'text',
    price_id: 'text',
    plan: 'text',
    billing: 'text',
    status: 'text',
    current_period_end: 'timestamp with time zone null',
    cancel_at_period_end: 'boolean',
    scheduled_plan: 'text null',
    scheduled_billing: 'text null',
    scheduled_at: 'timestamp with time zone null',
    payment_issue: 'text null',
    action_client_secret: 'text null',
    card_brand: 'text null',
    card_last4: 'text null',
    latest_invoice_id: 'text null',
    provider_created_at: 'timestamp with time zone',
    synced_at: 'timestamp with time zone default',
    ever_paid: 'boolean',
  },
  simulated_stripe: { id: 'text', object: 'text', data: 'jsonb' },
  simulated_clock: { id: 'boolean default', offset_seconds: 'bigint default' },
} satisfies SchemaDescription<BillingDb>;
