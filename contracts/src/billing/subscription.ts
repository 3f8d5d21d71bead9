import { z } from 'zod';
import { Cents } from '../common';
import { BillingCycle, SubscriptionPlan, SubscriptionPlanName } from './subscription-plans';
import { TestCard } from './test-mode-payment';

/** Stripe's subscription statuses; the dashboard highlights 'active'. */
export const SubscriptionStatus = z.enum(['active', 'trialing', 'past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'paused']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** The statuses in which a client has a subscription to change rather than one to start. */
export const LIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];
/** The statuses whose subscription counts in the monthly recurring revenue: paid up (a past-due one counts once it pays). */
export const PAYING_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

/** A downgrade waits for the end of the period the client paid for. */
export const ScheduledChange = z.object({ plan: SubscriptionPlanName, billing: BillingCycle, effectiveAt: z.iso.datetime({ offset: true }) });
export type ScheduledChange = z.infer<typeof ScheduledChange>;

/**
 * What the client must do about a payment: `payment_failed` — a renewal was declined, update the card;
 * `action_required` — the bank asks to authenticate the payment (3-D Secure) with `actionClientSecret`.
 */
export const PaymentIssue = z.enum(['payment_failed', 'action_required']);
export type PaymentIssue = z.infer<typeof PaymentIssue>;

export const SavedCard = z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) });
export type SavedCard = z.infer<typeof SavedCard>;

/**
 * SPEC §3 subscription of a client, a projection of the provider's state. maxAutomations -1 means
 * unlimited. nextBillingDate is null once nothing more will be billed (canceled, or cancelling at period
 * end); currentPeriodEnd is then the date access ends.
 */
export const Subscription = z.object({
  plan: SubscriptionPlanName,
  status: SubscriptionStatus,
  nextBillingDate: z.iso.datetime({ offset: true }).nullable(),
  maxAutomations: SubscriptionPlan.shape.maxAutomations,
  cancelAtPeriodEnd: z.boolean(),
  billing: BillingCycle,
  /** What each period of this plan and cycle costs. */
  priceCents: Cents,
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
  scheduledChange: ScheduledChange.nullable(),
  paymentIssue: PaymentIssue.nullable(),
  actionClientSecret: z.string().min(1).nullable(),
  card: SavedCard.nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

const PaymentMethodId = z.string().trim().min(1).max(255);

/** POST /api/create-subscription — the price follows from planName and billing; nothing else is read. */
export const CreateSubscriptionRequest = z.object({
  planName: SubscriptionPlanName,
  billing: BillingCycle,
  paymentMethodId: PaymentMethodId,
});
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;

/** clientSecret is present only when the card needs a further confirmation step (3-D Secure). */
export const CreateSubscriptionResponse = z.object({
  requiresAction: z.boolean(),
  clientSecret: z.string().min(1).nullable(),
  subscription: Subscription.optional(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;

/** POST /api/update-subscription */
export const UpdateSubscriptionRequest = z.object({ planName: SubscriptionPlanName, billing: BillingCycle });
export type UpdateSubscriptionRequest = z.infer<typeof UpdateSubscriptionRequest>;

/** The subscription as it now stands (the update's answer, not shown in the spec, and the undo's). */
export const SubscriptionResponse = z.object({ subscription: Subscription });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;
export const UpdateSubscriptionResponse = SubscriptionResponse;
export type UpdateSubscriptionResponse = SubscriptionResponse;

/** GET /api/subscription/change-preview — what a change to this plan and cycle would cost today. */
export const PlanChangePreviewQuery = UpdateSubscriptionRequest;
export type PlanChangePreviewQuery = UpdateSubscriptionRequest;

/**
 * When the change would apply, and what would be charged today: the provider's preview of the prorated
 * invoice for a change now (credit on the account deducted), nothing for one at the end of the period.
 */
export const PlanChangePreviewResponse = z.object({ appliesAt: z.enum(['now', 'period_end']), chargedTodayCents: Cents });
export type PlanChangePreviewResponse = z.infer<typeof PlanChangePreviewResponse>;

/** POST /api/cancel-subscription — immediately, or at the end of the billing period. */
export const CancelSubscriptionRequest = z.object({ immediate: z.boolean() });
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequest>;

export const CancelSubscriptionResponse = z.object({ immediate: z.boolean(), subscription: Subscription.optional() });
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;


/** POST /api/subscription/payment-method — the card for next renewals; an unpaid invoice is retried on it. */
export const UpdatePaymentMethodRequest = z.object({ paymentMethodId: PaymentMethodId });
export type UpdatePaymentMethodRequest = z.infer<typeof UpdatePaymentMethodRequest>;

/** Same as create: a retried invoice may need 3-D Secure. */
export const UpdatePaymentMethodResponse = CreateSubscriptionResponse;
export type UpdatePaymentMethodResponse = CreateSubscriptionResponse;

/** GET /internal/subscriptions/by-account/:accountId — the account's subscription for the client context. */
export const AccountIdParams = z.object({ accountId: z.uuid() });
export const AccountSubscriptionResponse = z.object({ subscription: Subscription.nullable() });
export type AccountSubscriptionResponse = z.infer<typeof AccountSubscriptionResponse>;

/** POST /api/billing/test-mode/payment-methods — test mode's stand-in for Stripe.js createPaymentMethod. */
export const TestModePaymentMethodRequest = z.object({ card: TestCard });
export type TestModePaymentMethodRequest = z.infer<typeof TestModePaymentMethodRequest>;
export const TestModePaymentMethodResponse = z.object({ paymentMethodId: z.string() });
export type TestModePaymentMethodResponse = z.infer<typeof TestModePaymentMethodResponse>;

/** POST /api/billing/test-mode/authenticate — the test page's answer to a 3-D Secure challenge. */
export const TestModeAuthenticateRequest = z.object({ clientSecret: z.string().min(1).max(300), approve: z.boolean() });
export type TestModeAuthenticateRequest = z.infer<typeof TestModeAuthenticateRequest>;
export const TestModeAuthenticateResponse = z.object({ status: z.enum(['succeeded', 'failed']) });
export type TestModeAuthenticateResponse = z.infer<typeof TestModeAuthenticateResponse>;

/** GET/POST /api/admin/billing/test-clock — the simulated provider's clock (development, test mode). */
export const TestClockResponse = z.object({ now: z.iso.datetime({ offset: true }) });
export type TestClockResponse = z.infer<typeof TestClockResponse>;
export const AdvanceTestClockRequest = z.object({ days: z.number().int().min(1).max(800) });
export type AdvanceTestClockRequest = z.infer<typeof AdvanceTestClockRequest>;

/** One client's live subscription as the agency sees it. */
export const SubscriptionOfAccount = z.object({
  accountId: z.uuid(),
  plan: SubscriptionPlanName,
  billing: BillingCycle,
  status: SubscriptionStatus,
  priceCents: Cents,
  /** What it brings in a month: the price, or a twelfth of the yearly price. */
  monthlyCents: Cents,
  nextBillingDate: z.iso.datetime({ offset: true }).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentIssue: PaymentIssue.nullable(),
});
export type SubscriptionOfAccount = z.infer<typeof SubscriptionOfAccount>;

/**
 * GET /internal/subscriptions/summary — every live subscription, past due first, and the monthly recurring
 * revenue of those paid up (active or trialing; a past-due one is not counted until it pays).
 */
export const SubscriptionSummaryResponse = z.object({
  mrrCents: Cents,
  activeCount: z.number().int().nonnegative(),
  pastDueCount: z.number().int().nonnegative(),
  subscriptions: z.array(SubscriptionOfAccount),
});
export type SubscriptionSummaryResponse = z.infer<typeof SubscriptionSummaryResponse>;
