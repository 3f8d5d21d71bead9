import { SUGGESTIONS_MAX, SUGGESTIONS_MIN, type BusinessProfile, type CompanySize, type ImpactLevel, type WorkflowSuggestion } from '@biz/contracts';
import { hasStem, namesTool } from './keyword-match';
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
const MAX_MATCHES_COUNTED = 2;
/** Below this a workflow is offered only to reach the minimum of three. */
const GOOD_FIT = 5;
const HIGH_IMPACT = 9;

interface ScoredTemplate {
  template: WorkflowTemplate;
  score: number;
}

function matches(keywords: string[], text: string, found: (text: string, keyword: string) => boolean): number {
  return Math.min(MAX_MATCHES_COUNTED, keywords.filter((keyword) => found(text, keyword)).length);
}

/** How well a template fits the business, or null when it is not for it at all. */
function scoreTemplate(template: WorkflowTemplate, business: BusinessProfile): number | null {
  if (template.teamsOnly && business.companySize === 'Solo') return null;
  const general = template.industries.length === 0;
  // A business outside the named industries is exactly who the general workflows are built for.
  const builtFor = general ? business.industry === 'other' : template.industries.includes(business.industry);
  const toolMatches = matches(template.toolKeywords, (business.currentTools ?? '').toLowerCase(), namesTool);
  if (!builtFor && !general && !(template.openToToolUsers && toolMatches > 0)) return null;
  const goals = template.goals.filter((goal) => business.primaryGoals.includes(goal)).length;
  return (
    (builtFor ? INDUSTRY_BUILT_FOR : ANY_INDUSTRY) +
    PER_GOAL * goals +
    PER_PAIN_MATCH * matches(template.painKeywords, (business.painPoints ?? '').toLowerCase(), hasStem) +
    PER_TOOL_MATCH * toolMatches
  );
}

/** Every template that could fit, best first; ties keep catalog order, so the result is deterministic. */
function rankTemplates(business: BusinessProfile): ScoredTemplate[] {
  return workflowTemplates
    .map((template, index) => ({ template, score: scoreTemplate(template, business), index }))
    .filter((entry): entry is ScoredTemplate & { index: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ template, score }) => ({ template, score }));
}

function roundTo(cents: number, step: number): number {
  return Math.max(step, Math.round(cents / step) * step);
}

function impactOf(score: number): ImpactLevel {
  if (score >= HIGH_IMPACT) return 'high';
  return score >= GOOD_FIT ? 'medium' : 'low';
}

function toSuggestion({ template, score }: ScoredTemplate, size: CompanySize): WorkflowSuggestion {
  const factor = priceFactor[size];
  return {
    id: template.id,
    title: template.title,
    tags: template.tags,
    description: template.description,
    benefit: template.benefit,
    setupCost: roundTo(template.setupCost * factor, 5000),
    monthlyCost: roundTo(template.monthlyCost * factor, 500),
    impact: impactOf(score),
  };
}

/**
 * The catalog engine: the 3 to 6 workflows that fit the business best, scored on its industry, goals,
 * pain points, current tools and size, priced for its size. Same input, same answer.
 */
export function suggestWorkflows(business: BusinessProfile): WorkflowSuggestion[] {
  const ranked = rankTemplates(business);
  const goodFits = ranked.filter((entry) => entry.score >= GOOD_FIT).length;
  const count = Math.min(SUGGESTIONS_MAX, Math.max(SUGGESTIONS_MIN, goodFits));
  return ranked.slice(0, count).map((entry) => toSuggestion(entry, business.companySize));
}

/**
 * Every workflow that could fit the business, best first, priced for its size: what an LLM may choose
 * from. It picks and words them; their prices stay these.
 */
export function candidateWorkflows(business: BusinessProfile): WorkflowSuggestion[] {
  return rankTemplates(business).map((entry) => toSuggestion(entry, business.companySize));
}
