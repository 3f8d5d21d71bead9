import type { SubscriptionPlan, SubscriptionPlanName } from './subscription-plans';

// Without zod: the wizard prices a selection with these (decision 064), and its page loads no schema for it.

/** Yearly billing is 12 months minus 2 (SPEC §9 'Save 2 months', 'Save 17%'). */
export const YEARLY_BILLED_MONTHS = 10;
export const UNLIMITED_AUTOMATIONS = -1;

function plan(name: SubscriptionPlanName, monthlyPrice: number, maxAutomations: number, description: string, features: string[]): SubscriptionPlan {
  return { name, description, monthlyPrice, yearlyPrice: monthlyPrice * YEARLY_BILLED_MONTHS, maxAutomations, features };
}

/**
 * The plans svc-billing seeds (the spec names them but not their prices; these are the product's
 * choice). Changing a price here needs a billing migration that updates the stored rows.
 */
export const SubscriptionPlanSeed: readonly SubscriptionPlan[] = [
  plan('Starter', 9700, 3, 'For solo owners automating their first workflows.', [
    'Up to 3 live automations',
    'Monthly performance report',
    'Email support',
  ]),
  plan('Growth', 29700, 10, 'For growing teams automating sales, booking and follow-up.', [
    'Up to 10 live automations',
    'Weekly performance report',
    'Priority support',
    'Quarterly strategy call',
  ]),
  plan('Enterprise', 99700, UNLIMITED_AUTOMATIONS, 'For multi-location businesses that want everything automated.', [
    'Unlimited automations',
    'Dedicated automation manager',
    'Custom integrations',
    '24/7 priority support',
  ]),
];
