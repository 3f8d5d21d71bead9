import { idOf, type InvoiceObject, type PaymentIntentObject, type ScheduleObject, type SubscriptionObject } from '@biz/stripe-simulator';

/** A subscription as the provider holds it, reduced to what the projection stores. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  accountId: string | undefined;
  status: string;
  priceId: string;
  /** Unix seconds. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  created: number;
  /** The price a schedule moves to at the end of the current phase. */
  scheduled: { priceId: string; at: number } | null;
  scheduleId: string | null;
  latestInvoice: { id: string; status: string | null; billingReason: string | null; payment: PaymentIntentObject | null } | null;
  card: { brand: string; last4: string } | null;
  /** Set when a `pending_if_incomplete` change was not paid (and so not applied). */
  pendingUpdate: boolean;
}

/** The expansions `toProviderSubscription` reads. */
export const SUBSCRIPTION_EXPAND = ['latest_invoice.payments', 'schedule', 'default_payment_method'];

function nextPhase(schedule: ScheduleObject | string | null, periodEnd: number): ProviderSubscription['scheduled'] {
  if (!schedule || typeof schedule === 'string' || schedule.status !== 'active') return null;
  const phase = schedule.phases.find((candidate) => candidate.start_date >= periodEnd);
  return phase ? { priceId: idOf(phase.items[0].price), at: phase.start_date } : null;
}

/** The PaymentIntent of an invoice's last payment attempt, when the invoice was expanded with its payments. */
export function lastPaymentIntentId(invoice: InvoiceObject | string | null): string | null {
  if (!invoice || typeof invoice === 'string') return null;
  const payments = invoice.payments?.data ?? [];
  const last = payments[payments.length - 1]?.payment.payment_intent;
  return last ? idOf(last) : null;
}

/** Stripe's subscription (expanded with `SUBSCRIPTION_EXPAND`) and its last payment, read the one way both providers share. */
export function toProviderSubscription(subscription: SubscriptionObject, payment: PaymentIntentObject | null): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no item`);
  const invoice = subscription.latest_invoice;
  const card = subscription.default_payment_method;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    accountId: subscription.metadata.accountId,
    status: subscription.status,
    priceId: item.price.id,
    currentPeriodEnd: item.current_period_end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    created: subscription.created,
    scheduled: nextPhase(subscription.schedule, item.current_period_end),
    scheduleId: subscription.schedule ? idOf(subscription.schedule) : null,
    latestInvoice: invoice
      ? typeof invoice === 'string'
        ? { id: invoice, status: null, billingReason: null, payment }
        : { id: invoice.id, status: invoice.status, billingReason: invoice.billing_reason, payment }
      : null,
    card: card && typeof card !== 'string' && card.card ? { brand: card.card.brand, last4: card.card.last4 } : null,
    pendingUpdate: subscription.pending_update !== null,
  };
}

/** The subscription an event's object belongs to: the subscription itself, one of its invoices, or its schedule. */
export function subscriptionIdOf(object: unknown): string | null {
  const { object: kind, id, parent, subscription } = object as {
    object?: string;
    id?: string;
    parent?: InvoiceObject['parent'];
    subscription?: ScheduleObject['subscription'];
  };
  if (kind === 'subscription') return id ?? null;
  if (kind === 'invoice') {
    const owner = parent?.subscription_details?.subscription;
    return owner ? idOf(owner) : null;
  }
  if (kind === 'subscription_schedule' && subscription) return idOf(subscription);
  return null;
}
