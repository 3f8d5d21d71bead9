import type { BusinessProfile, WorkflowSuggestion } from '@biz/contracts';
import { industryLabel } from '@biz/contracts';

/** Count and totals of the chosen workflows, as the summary shows them (cents). */
export function selectionTotals(suggestions: WorkflowSuggestion[], selected: ReadonlySet<string>) {
  const chosen = suggestions.filter((s) => selected.has(s.id));
  return {
    count: chosen.length,
    setupCost: chosen.reduce((sum, s) => sum + s.setupCost, 0),
    monthlyCost: chosen.reduce((sum, s) => sum + s.monthlyCost, 0),
  };
}

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
