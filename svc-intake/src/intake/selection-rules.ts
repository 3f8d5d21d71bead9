import { priceOfSelection, type WorkflowSuggestion } from '@biz/contracts';

export interface PricedSelection {
  workflows: WorkflowSuggestion[];
  totalSetupCost: number;
  /** The plan that runs them, a month (decision 064): their running costs are in it. */
  totalMonthlyCost: number;
  /** First-year value: setup + 12 months of that plan (the admin's pipeline value). */
  totalValue: number;
}

/**
 * The chosen workflows as they were offered (matched by id, in offer order), priced from the offer: the
 * request's own copies, prices included, are ignored. Returns the ids that were never offered instead.
 */
export function priceSelection(offered: WorkflowSuggestion[], chosenIds: string[]): PricedSelection | { notOffered: string[] } {
  const chosen = new Set(chosenIds);
  const offeredIds = new Set(offered.map((w) => w.id));
  const notOffered = [...chosen].filter((id) => !offeredIds.has(id));
  if (notOffered.length) return { notOffered };
  const workflows = offered.filter((w) => chosen.has(w.id));
  const price = priceOfSelection(workflows);
  return { workflows, totalSetupCost: price.setupCents, totalMonthlyCost: price.plan?.monthlyPrice ?? 0, totalValue: price.firstYearCents };
}
