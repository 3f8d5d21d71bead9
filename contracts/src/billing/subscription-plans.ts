import { z } from 'zod';
import { Cents } from '../common';

export const SubscriptionPlanName = z.enum(['Starter', 'Growth', 'Enterprise']);
export type SubscriptionPlanName = z.infer<typeof SubscriptionPlanName>;

/** SPEC §3 subscription plan. Prices are integer cents (USD); maxAutomations -1 means unlimited. */
export const SubscriptionPlan = z.object({
  name: SubscriptionPlanName,
  description: z.string(),
  monthlyPrice: Cents,
  yearlyPrice: Cents,
  maxAutomations: z.number().int().min(-1),
  features: z.array(z.string()),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/** GET /api/subscription-plans */
export const SubscriptionPlansResponse = z.array(SubscriptionPlan);
export type SubscriptionPlansResponse = z.infer<typeof SubscriptionPlansResponse>;

/** Yearly billing is 12 months minus 2 (SPEC §9 'Save 2 months', 'Save 17%'). */
export const YEARLY_BILLED_MONTHS = 10;
export const UNLIMITED_AUTOMATIONS = -1;

export const BillingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof BillingCycle>;

/** §9: the monthly equivalent shown for yearly billing is the yearly price divided by 12 (cents, rounded). */
export function monthlyEquivalentCents(yearlyPriceCents: number): number {
  return Math.round(yearlyPriceCents / 12);
}

/** What a subscription brings in a month (its share of the MRR): the monthly price, or a twelfth of the yearly one. */
export const monthlyCentsOf = (billing: BillingCycle, priceCents: number): number => (billing === 'monthly' ? priceCents : monthlyEquivalentCents(priceCents));

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
