import { Cents, ImplementationPhase, SUGGESTIONS_MAX, SUGGESTIONS_MIN, WorkflowSuggestion } from '@biz/contracts';
import { z } from 'zod';

/**
 * What an LLM may answer, on top of the contracts' shapes: prices a small-business automation can
 * plausibly cost (a model that answers dollars instead of cents fails and is asked to repair), text that
 * is not blank, and ids the worker makes unique itself rather than spending a repair round on them.
 */
export const LLM_SETUP_COST_RANGE = { min: 10_000, max: 2_500_000 } as const;
export const LLM_MONTHLY_COST_RANGE = { min: 0, max: 250_000 } as const;
const LLM_PHASES_MAX = 12;

const centsWithin = ({ min, max }: { min: number; max: number }) =>
  Cents.min(min, `must be integer cents of at least ${min}`).max(max, `must be integer cents of at most ${max}`);

const LlmSuggestion = WorkflowSuggestion.extend({
  id: z.string().optional(),
  description: z.string().trim().min(1).max(2000),
  benefit: z.string().trim().min(1).max(1000),
  setupCost: centsWithin(LLM_SETUP_COST_RANGE),
  monthlyCost: centsWithin(LLM_MONTHLY_COST_RANGE),
});

const slugOf = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');

/**
 * Kebab-case ids from the model's id (or its title when the id is missing), suffixed -2, -3... on a
 * clash: the same answer always gets the same ids, and a selection can tell every suggestion apart.
 */
export function withUniqueIds(suggestions: Array<Omit<WorkflowSuggestion, 'id'> & { id?: string }>): WorkflowSuggestion[] {
  const taken = new Set<string>();
  return suggestions.map((suggestion, index) => {
    const base = slugOf(suggestion.id ?? '') || slugOf(suggestion.title) || `workflow-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { ...suggestion, id };
  });
}

export const LlmSuggestions = z
  .object({ suggestions: z.array(LlmSuggestion).min(SUGGESTIONS_MIN).max(SUGGESTIONS_MAX) })
  .transform(({ suggestions }) => ({ suggestions: withUniqueIds(suggestions) }));

export const LlmPlan = z.object({
  executiveSummary: z.string().trim().min(1).max(10_000),
  implementationTimeline: z.array(ImplementationPhase).min(1).max(LLM_PHASES_MAX),
});
