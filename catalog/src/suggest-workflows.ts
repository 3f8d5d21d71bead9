import { SUGGESTIONS_MAX, SUGGESTIONS_MIN, type BusinessProfile, type CompanySize, type ImpactLevel, type WorkflowSuggestion } from '@biz/contracts';
import { fitEvidence, type FitEvidence } from './fit-evidence';
import { highImpactFirst, rateImpacts } from './rate-impact';
import type { WorkflowTemplate } from './workflow-template';
import { workflowTemplates } from './workflow-templates';

/** Prices in the catalog are for a small team; bigger businesses have more volume, staff and systems to connect. */
const priceFactor: Record<CompanySize, number> = {
  Solo: 0.75,
  'Small Team (2-10)': 1,
  'Medium Team (11-50)': 1.5,
  'Large Team (50+)': 2.25,
};

// Weights of each kind of evidence that a workflow fits.
const INDUSTRY_BUILT_FOR = 4;
const ANY_INDUSTRY = 1;
const PER_GOAL = 2;
const PER_PAIN_MATCH = 3;
const PER_TOOL_MATCH = 2;
/** Below this a workflow is offered only to reach the minimum of three. */
const GOOD_FIT = 5;

interface RankedTemplate {
  template: WorkflowTemplate;
  score: number;
  impact: ImpactLevel;
}

/** How well a template fits the business: what ranks it. */
const scoreOf = (fit: FitEvidence) =>
  (fit.builtFor ? INDUSTRY_BUILT_FOR : ANY_INDUSTRY) + PER_GOAL * fit.goals + PER_PAIN_MATCH * fit.painMatches + PER_TOOL_MATCH * fit.toolMatches;

/**
 * Every template that could fit, best first, each with its impact (rated in that order, so the capacity for
 * high impact goes to the best fits). Ties keep catalog order, so the result is deterministic.
 */
function rankTemplates(business: BusinessProfile): RankedTemplate[] {
  const ranked = workflowTemplates
    .map((template, index) => ({ template, fit: fitEvidence(template, business), index }))
    .filter((entry): entry is { template: WorkflowTemplate; fit: FitEvidence; index: number } => entry.fit !== null)
    .map((entry) => ({ ...entry, score: scoreOf(entry.fit) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const impacts = rateImpacts(ranked.map((entry) => entry.fit), business);
  return ranked.map(({ template, score }, i) => ({ template, score, impact: impacts[i] }));
}

function roundTo(cents: number, step: number): number {
  return Math.max(step, Math.round(cents / step) * step);
}

function toSuggestion({ template, impact }: RankedTemplate, size: CompanySize): WorkflowSuggestion {
  const factor = priceFactor[size];
  return {
    id: template.id,
    title: template.title,
    tags: template.tags,
    description: template.description,
    benefit: template.benefit,
    setupCost: roundTo(template.setupCost * factor, 5000),
    monthlyCost: roundTo(template.monthlyCost * factor, 500),
    impact,
  };
}

/**
 * The catalog engine: the 3 to 6 workflows that fit the business best, scored on its industry, goals,
 * pain points, current tools and size, priced for its size, shown high impact first (see rate-impact.ts).
 * Same input, same answer.
 */
export function suggestWorkflows(business: BusinessProfile): WorkflowSuggestion[] {
  const ranked = rankTemplates(business);
  const goodFits = ranked.filter((entry) => entry.score >= GOOD_FIT).length;
  const count = Math.min(SUGGESTIONS_MAX, Math.max(SUGGESTIONS_MIN, goodFits));
  return highImpactFirst(ranked.slice(0, count)).map((entry) => toSuggestion(entry, business.companySize));
}

/**
 * Every workflow that could fit the business, high impact first, priced for its size: what an LLM may
 * choose from. It picks and words them; their prices stay these and their impact is at most this.
 */
export function candidateWorkflows(business: BusinessProfile): WorkflowSuggestion[] {
  return highImpactFirst(rankTemplates(business)).map((entry) => toSuggestion(entry, business.companySize));
}
