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

export const BillingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof BillingCycle>;

/** §9: the monthly equivalent shown for yearly billing is the yearly price divided by 12 (cents, rounded). */
export function monthlyEquivalentCents(yearlyPriceCents: number): number {
  return Math.round(yearlyPriceCents / 12);
}

/** What a subscription brings in a month (its share of the MRR): the monthly price, or a twelfth of the yearly one. */
export const monthlyCentsOf = (billing: BillingCycle, priceCents: number): number => (billing === 'monthly' ? priceCents : monthlyEquivalentCents(priceCents));

export { SubscriptionPlanSeed, UNLIMITED_AUTOMATIONS, YEARLY_BILLED_MONTHS } from './subscription-plan-seed';
