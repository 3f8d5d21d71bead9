import { z } from 'zod';
import { BillingCycle, SubscriptionPlan, SubscriptionPlanName } from './subscription-plans';

/** Stripe's subscription statuses; the dashboard highlights 'active'. */
export const SubscriptionStatus = z.enum(['active', 'trialing', 'past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'paused']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** SPEC §3 subscription of a client. maxAutomations -1 means unlimited. */
export const Subscription = z.object({
  plan: SubscriptionPlanName,
  status: SubscriptionStatus,
  nextBillingDate: z.iso.datetime({ offset: true }).nullable(),
  maxAutomations: SubscriptionPlan.shape.maxAutomations,
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof Subscription>;

/** POST /api/create-subscription */
export const CreateSubscriptionRequest = z.object({
  planName: SubscriptionPlanName,
  billing: BillingCycle,
  paymentMethodId: z.string().trim().min(1).max(255),
});
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;

/** clientSecret is present only when the card needs a further confirmation step (3-D Secure). */
export const CreateSubscriptionResponse = z.object({
  requiresAction: z.boolean(),
  clientSecret: z.string().min(1).nullable(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;

/** POST /api/update-subscription */
export const UpdateSubscriptionRequest = z.object({ planName: SubscriptionPlanName, billing: BillingCycle });
export type UpdateSubscriptionRequest = z.infer<typeof UpdateSubscriptionRequest>;

/** Answer not shown in the spec: the subscription as it now stands. */
export const UpdateSubscriptionResponse = z.object({ subscription: Subscription });
export type UpdateSubscriptionResponse = z.infer<typeof UpdateSubscriptionResponse>;

/** POST /api/cancel-subscription — immediately, or at the end of the billing period. */
export const CancelSubscriptionRequest = z.object({ immediate: z.boolean() });
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequest>;

export const CancelSubscriptionResponse = z.object({ immediate: z.boolean() });
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;
