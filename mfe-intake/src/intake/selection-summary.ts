import type { BusinessProfile, SelectionPrice, WorkflowSuggestion } from '@biz/contracts';
import { industryLabel, priceOfSelection } from '@biz/contracts';

/** The chosen workflows priced as the server prices them (decision 064): setup once, the plan that runs them a month. */
export function selectionTotals(suggestions: WorkflowSuggestion[], selected: ReadonlySet<string>): SelectionPrice {
  return priceOfSelection(suggestions.filter((s) => selected.has(s.id)));
}

/** The summary's monthly total: the plan's price, $0 with nothing chosen. */
export const monthlyTotal = (price: SelectionPrice): number => price.plan?.monthlyPrice ?? 0;

export const NOT_SPECIFIED = 'Not specified';

/** The business profile card's rows, with 'Not specified' where the visitor left a field empty. */
export function profileRows(profile: BusinessProfile): Array<[string, string]> {
  const orNot = (text: string | undefined) => (text?.trim() ? text : NOT_SPECIFIED);
  return [
    ['Business', profile.businessName],
    ['Industry', industryLabel(profile.industry)],
    ['Company size', profile.companySize],
    ['Goals', profile.primaryGoals.length ? profile.primaryGoals.join(', ') : NOT_SPECIFIED],
    ['Current tools', orNot(profile.currentTools)],
    ['Pain points', orNot(profile.painPoints)],
  ];
}
