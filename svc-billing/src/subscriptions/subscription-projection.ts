import { LIVE_SUBSCRIPTION_STATUSES, SubscriptionPlanSeed, SubscriptionStatus, type PaymentIssue, type Subscription } from '@biz/contracts';
import type { PlanPrices } from './plan-prices';
import type { ProviderSubscription } from './provider-subscription';
import type { SubscriptionProjection, SubscriptionRow } from './subscription.repository';

const date = (seconds: number) => new Date(seconds * 1000);

/** What the client must do about the latest invoice, if anything. */
function paymentIssueOf({ status, latestInvoice }: ProviderSubscription): { issue: PaymentIssue | null; secret: string | null } {
  const open = latestInvoice?.status === 'open';
  const payment = latestInvoice?.payment;
  if (open && payment?.status === 'requires_action') return { issue: 'action_required', secret: payment.client_secret };
  if (open && ['past_due', 'unpaid', 'incomplete'].includes(status)) return { issue: 'payment_failed', secret: null };
  return { issue: null, secret: null };
}

/**
 * Paid at least once, from the provider's state alone: live now, or its latest invoice paid, or one past the
 * first (renewals and changes are only billed once the first invoice was paid).
 */
function everPaid({ status, latestInvoice }: ProviderSubscription): boolean {
  if (LIVE_SUBSCRIPTION_STATUSES.includes(status as SubscriptionStatus)) return true;
  return latestInvoice?.status === 'paid' || (latestInvoice?.billingReason != null && latestInvoice.billingReason !== 'subscription_create');
}

/**
 * The row a provider subscription projects to, or the reason it cannot: a price not configured here, or a
 * status billing does not know, is logged and left alone rather than guessed at.
 */
export function toProjection(subscription: ProviderSubscription, accountId: string, prices: PlanPrices): SubscriptionProjection | string {
  const price = prices.byPriceId(subscription.priceId);
  if (!price) return `price ${subscription.priceId} is not one of the plans' configured prices`;
  const status = SubscriptionStatus.safeParse(subscription.status);
  if (!status.success) return `status ${subscription.status} is unknown`;
  const scheduled = subscription.scheduled ? prices.byPriceId(subscription.scheduled.priceId) : undefined;
  const { issue, secret } = paymentIssueOf(subscription);
  return {
    subscription_id: subscription.id,
    account_id: accountId,
    customer_id: subscription.customerId,
    price_id: price.id,
    plan: price.plan.name,
    billing: price.billing,
    status: status.data,
    current_period_end: date(subscription.currentPeriodEnd),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    scheduled_plan: scheduled?.plan.name ?? null,
    scheduled_billing: scheduled?.billing ?? null,
    scheduled_at: scheduled && subscription.scheduled ? date(subscription.scheduled.at) : null,
    payment_issue: issue,
    action_client_secret: secret,
    card_brand: subscription.card?.brand ?? null,
    card_last4: subscription.card?.last4 ?? null,
    latest_invoice_id: subscription.latestInvoice?.id ?? null,
    ever_paid: everPaid(subscription),
    provider_created_at: date(subscription.created),
  };
}

/** The contract's subscription (SPEC §3) from its row. */
export function toSubscription(row: SubscriptionRow, prices: PlanPrices): Subscription {
  const plan = SubscriptionPlanSeed.find((seeded) => seeded.name === row.plan)!;
  const live = LIVE_SUBSCRIPTION_STATUSES.includes(row.status);
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    plan: row.plan,
    status: row.status,
    nextBillingDate: live && !row.cancel_at_period_end ? iso(row.current_period_end) : null,
    maxAutomations: plan.maxAutomations,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    billing: row.billing,
    priceCents: prices.priceOf(row.plan, row.billing).amountCents,
    currentPeriodEnd: iso(row.current_period_end),
    scheduledChange: row.scheduled_plan && row.scheduled_billing && row.scheduled_at ? { plan: row.scheduled_plan, billing: row.scheduled_billing, effectiveAt: row.scheduled_at.toISOString() } : null,
    paymentIssue: row.payment_issue,
    actionClientSecret: row.action_client_secret,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}
