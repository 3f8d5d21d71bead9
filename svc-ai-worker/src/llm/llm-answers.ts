import { formatUsd, GeneratedEmail, ImplementationPhase, SUGGESTIONS_MAX, SUGGESTIONS_MIN, WorkflowSuggestion } from '@biz/contracts';
import { highImpactFirst, impactAtMost } from '@biz/catalog';
import { z } from 'zod';

const LLM_PHASES_MAX = 12;

/**
 * What the model may say of one workflow: which catalog workflow (its id) and, in words fitted to the
 * business, its title, description, benefit and impact. Never money: any price it adds is dropped.
 */
const LlmPick = WorkflowSuggestion.pick({ id: true, title: true, impact: true }).extend({
  description: z.string().trim().min(1).max(2000),
  benefit: z.string().trim().min(1).max(1000),
});

/**
 * The model's suggestions, checked against the catalog workflows it was offered (`candidates`, priced by
 * the catalog for the business's size): an id it invents or picks twice is a problem it is asked to
 * repair; the answer keeps the catalog's id, tags and prices with the model's words, and its impact at
 * most the catalog's rating (the same rule as the catalog engine's, so a model cannot over-claim), high first.
 */
export function llmSuggestionsFrom(candidates: readonly WorkflowSuggestion[]) {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  return z
    .object({ suggestions: z.array(LlmPick).min(SUGGESTIONS_MIN).max(SUGGESTIONS_MAX) })
    .superRefine(({ suggestions }, ctx) => {
      const seen = new Set<string>();
      suggestions.forEach(({ id }, index) => {
        if (!byId.has(id)) ctx.addIssue({ code: 'custom', path: ['suggestions', index, 'id'], message: `must be one of the offered ids: ${[...byId.keys()].join(', ')}` });
        else if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['suggestions', index, 'id'], message: 'is chosen twice' });
        seen.add(id);
      });
    })
    .transform(({ suggestions }) => ({
      suggestions: highImpactFirst(
        suggestions.map(({ id, title, description, benefit, impact }): WorkflowSuggestion => {
          const candidate = byId.get(id)!;
          return { ...candidate, title, description, benefit, impact: impactAtMost(impact, candidate.impact) };
        }),
      ),
    }));
}

// A dollar amount as the model would write one: $1,250 or $1,250.00.
const dollarAmount = /\$\s?\d[\d,]*(?:\.\d{2})?/g;
const normalised = (amount: string) => amount.replace(/[\s,$]/g, '').replace(/\.00$/, '');

/**
 * The model's plan, which may name only the amounts the server gave it (`prices`, cents): any other
 * dollar figure is a price the model made up, and a problem it is asked to repair.
 */
export function llmPlanWith(prices: readonly number[]) {
  const allowed = new Set(prices.map((cents) => normalised(formatUsd(cents))));
  return z
    .object({
      executiveSummary: z.string().trim().min(1).max(10_000),
      implementationTimeline: z.array(ImplementationPhase).min(1).max(LLM_PHASES_MAX),
    })
    .superRefine((plan, ctx) => {
      const texts = [plan.executiveSummary, ...plan.implementationTimeline.flatMap((p) => [p.title, p.description])];
      const invented = inventedAmounts(texts, allowed);
      if (invented.length) ctx.addIssue({ code: 'custom', path: ['executiveSummary'], message: `names amounts it was not given (${invented.join(', ')}): use only the prices and totals stated` });
    });
}

/** The dollar figures in `texts` that are not among the `allowed` ones (normalised). */
function inventedAmounts(texts: readonly string[], allowed: ReadonlySet<string>): string[] {
  return texts.flatMap((text) => text.match(dollarAmount) ?? []).filter((amount) => !allowed.has(normalised(amount)));
}

/**
 * The model's email draft, which may name only the amounts already in the plan it was shown (`planTexts`,
 * written or checked by the server): any other dollar figure is a price it made up, to be repaired.
 */
export function llmEmailWith(planTexts: readonly string[]) {
  const allowed = new Set(planTexts.flatMap((text) => text.match(dollarAmount) ?? []).map(normalised));
  return GeneratedEmail.extend({ subject: z.string().trim().min(1).max(300), body: z.string().trim().min(1).max(20_000) }).superRefine((email, ctx) => {
    const invented = inventedAmounts([email.subject, email.body], allowed);
    if (invented.length) ctx.addIssue({ code: 'custom', path: ['body'], message: `names amounts it was not given (${invented.join(', ')}): mention no price other than those in the plan` });
  });
}
