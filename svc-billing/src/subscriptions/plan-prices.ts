import { BillingCycle, SubscriptionPlanName, SubscriptionPlanSeed, type SubscriptionPlan } from '@biz/contracts';
import { z } from 'zod';
import type { SimPrice } from '@biz/stripe-simulator';

const PriceId = z.string().regex(/^price_\w+$/, 'must be a Stripe price id (price_…)');

/** STRIPE_PRICE_IDS: the Stripe price of each plan and billing cycle, as JSON. */
export const PriceIdsJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"Starter":{"monthly":"price_…","yearly":"price_…"},"Growth":{…},"Enterprise":{…}}' });
      return z.NEVER;
    }
  })
  .pipe(z.record(SubscriptionPlanName, z.record(BillingCycle, PriceId)));
export type PriceIds = z.infer<typeof PriceIdsJson>;

/** What a price bills: its plan, cycle and amount. */
export interface PlanPrice {
  id: string;
  plan: SubscriptionPlan;
  billing: BillingCycle;
  amountCents: number;
}

/**
 * The plans' prices under their provider ids: Stripe's from configuration, or the simulated provider's
 * own. Amounts and limits are the seeded plans' (contracts); the client never names a price.
 */
export class PlanPrices {
  private readonly byId = new Map<string, PlanPrice>();

  constructor(ids: PriceIds) {
    for (const plan of SubscriptionPlanSeed) {
      for (const billing of BillingCycle.options) {
        const id = ids[plan.name][billing];
        this.byId.set(id, { id, plan, billing, amountCents: billing === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice });
      }
    }
  }

  /** Test mode's ids: `price_sim_growth_yearly`. */
  static simulated(): PlanPrices {
    const ids = Object.fromEntries(
      SubscriptionPlanName.options.map((name) => [name, Object.fromEntries(BillingCycle.options.map((billing) => [billing, `price_sim_${name.toLowerCase()}_${billing}`]))]),
    ) as PriceIds;
    return new PlanPrices(ids);
  }

  priceOf(plan: SubscriptionPlanName, billing: BillingCycle): PlanPrice {
    return [...this.byId.values()].find((price) => price.plan.name === plan && price.billing === billing)!;
  }

  /** undefined for a price not configured here (one set by hand in Stripe's dashboard). */
  byPriceId(id: string): PlanPrice | undefined {
    return this.byId.get(id);
  }

  /** Plans in the order they rise: a change to a lower one is a downgrade. */
  rank(plan: SubscriptionPlanName): number {
    return SubscriptionPlanSeed.findIndex((seeded) => seeded.name === plan);
  }

  /** For the simulated provider. */
  simPrices(): Map<string, SimPrice> {
    return new Map([...this.byId.values()].map(({ id, billing, amountCents }) => [id, { id, amount: amountCents, interval: billing === 'monthly' ? 'month' : 'year' }]));
  }
}
