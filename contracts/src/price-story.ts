import type { SubscriptionPlan } from './billing/subscription-plans';
import { SubscriptionPlanSeed, UNLIMITED_AUTOMATIONS } from './billing/subscription-plan-seed';
import { Packages, type SprintPackage } from './lockin/package-catalog';
import { formatUsd } from './money';

/**
 * One price story (decision 064), the only place a selection of automations is priced:
 * - once, each automation's setup (its catalog price); a sprint instead pays the setup of the automations
 *   it covers and their running, with nothing more to pay for them;
 * - monthly, one subscription plan, the smallest whose limit fits the automations; it includes their
 *   running costs (an automation's `monthlyCost`), which are never billed on their own.
 * Without zod: the wizard's summary prices with it.
 */
export interface SelectionPrice {
  /** Automations priced. */
  count: number;
  /** Their setup, once, at catalog prices (cents). */
  setupCents: number;
  /** Their running costs a month, included in `plan` (cents); shown, never billed. */
  runningCents: number;
  /** The plan they run on: its monthly price is what they cost a month. Null for none chosen. */
  plan: SubscriptionPlan | null;
  /** Setup + 12 months of the plan: what the selection is worth in its first year (cents). */
  firstYearCents: number;
  /** The smallest sprint that covers them all, when it costs less than their setup: the offer the plan makes. */
  sprint: SprintPackage | null;
}

const fits = (plan: SubscriptionPlan, count: number) => plan.maxAutomations === UNLIMITED_AUTOMATIONS || plan.maxAutomations >= count;

/** The smallest plan that runs `count` automations (null for none). */
export function planToRun(count: number): SubscriptionPlan | null {
  if (count <= 0) return null;
  return SubscriptionPlanSeed.find((plan) => fits(plan, count)) ?? null;
}

/** The price of automations priced `{ setupCost, monthlyCost }` each, by the story above. */
export function priceOfSelection(workflows: ReadonlyArray<{ setupCost: number; monthlyCost: number }>): SelectionPrice {
  const count = workflows.length;
  const setupCents = workflows.reduce((sum, w) => sum + w.setupCost, 0);
  const plan = planToRun(count);
  const sprint = count === 0 ? null : (Object.values(Packages).find((p) => p.automations >= count && p.priceCents < setupCents) ?? null);
  return {
    count,
    setupCents,
    runningCents: workflows.reduce((sum, w) => sum + w.monthlyCost, 0),
    plan,
    firstYearCents: setupCents + 12 * (plan?.monthlyPrice ?? 0),
    sprint,
  };
}

/** The plan's offer in words, when a sprint covers the selection: "a Growth Sprint sets them all up for $1,000 once, with nothing more to pay". */
export function sprintOfferText({ sprint, count }: SelectionPrice): string | null {
  if (!sprint) return null;
  return `a ${sprint.title} sets ${count === 1 ? 'it' : 'them all'} up for ${formatUsd(sprint.priceCents, { whole: true })} once, with nothing more to pay`;
}

/** A proposal's terms and items as `proposalTotals` reads them (the zod types live in admin/proposals, which this file must not load). */
export type ProposalPricing = {
  items: ReadonlyArray<{ setupCents: number }>;
  terms: { kind: 'setup'; depositPercent: number } | { kind: 'sprint'; package: SprintPackage['name'] };
};

/**
 * Every figure of a proposal (decision 066), by the story above: on `setup` terms the items' setup, a deposit
 * of it on acceptance and the balance, and the plan that runs them a month; on `sprint` terms the sprint's one
 * price on acceptance and nothing monthly (its `setupCents` is that price: what the sprint sets up for). An accepted
 * proposal adds its `setupCents` to the pipeline; its plan counts once the subscription is paid.
 */
export function proposalTotals({ items, terms }: ProposalPricing) {
  const setupCents = items.reduce((sum, item) => sum + item.setupCents, 0);
  if (terms.kind === 'sprint') {
    const priceCents = Packages[terms.package].priceCents;
    return { setupCents: priceCents, plan: null, monthlyCents: 0, dueOnAcceptanceCents: priceCents, balanceCents: 0, firstYearCents: priceCents };
  }
  const plan = planToRun(items.length);
  const dueOnAcceptanceCents = Math.round((setupCents * terms.depositPercent) / 100);
  const monthlyCents = plan?.monthlyPrice ?? 0;
  return { setupCents, plan: plan?.name ?? null, monthlyCents, dueOnAcceptanceCents, balanceCents: setupCents - dueOnAcceptanceCents, firstYearCents: setupCents + 12 * monthlyCents };
}

/** What a business is expected to pay, each kind apart (cents). */
export interface ExpectedValue {
  /** Its selection's first-year value, while it has bought nothing: proposed, not sold. */
  proposedCents: number;
  /** Its paid sprints, refunded ones left out. */
  sprintsCents: number;
  /** What its accepted proposals ask once (decision 066). */
  acceptedCents: number;
  /** A year of its subscription while it pays (active or trialing). */
  subscriptionYearCents: number;
  totalCents: number;
}

/** The value of a business by decisions 064 and 066: what it bought or signed, or else what it was proposed; never both for the same work. */
export function expectedValueOf({ selectionValueCents, sprints, payingMonthlyCents, acceptedProposalsCents }: {
  selectionValueCents: number;
  /** What its accepted proposals ask once: their setup or sprint. */
  acceptedProposalsCents: number;
  sprints: ReadonlyArray<{ package: SprintPackage['name']; refundedAt: string | null }>;
  /** What its subscription brings a month while it pays (`PAYING_SUBSCRIPTION_STATUSES`); null: none paying. */
  payingMonthlyCents: number | null;
}): ExpectedValue {
  const sprintsCents = sprints.filter((s) => !s.refundedAt).reduce((sum, s) => sum + Packages[s.package].priceCents, 0);
  const subscriptionYearCents = 12 * (payingMonthlyCents ?? 0);
  const proposedCents = sprintsCents || subscriptionYearCents || acceptedProposalsCents ? 0 : selectionValueCents;
  return { proposedCents, sprintsCents, acceptedCents: acceptedProposalsCents, subscriptionYearCents, totalCents: proposedCents + sprintsCents + acceptedProposalsCents + subscriptionYearCents };
}
