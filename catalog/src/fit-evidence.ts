import type { BusinessProfile } from '@biz/contracts';
import { hasStem, namesTool } from './keyword-match';
import type { WorkflowTemplate } from './workflow-template';

/** More matches than this add nothing: three synonyms of one need are still one need. */
const MAX_MATCHES_COUNTED = 2;

/** What the business told us that shows a workflow fits it: the evidence both its rank and its impact rest on. */
export interface FitEvidence {
  /** Built for the business's industry (a general workflow counts as built for a business outside the named ones). */
  builtFor: boolean;
  /** How many of the workflow's goals the business chose. */
  goals: number;
  /** How many of the workflow's pain keywords its pain points name (at most two counted). */
  painMatches: number;
  /** How many of the tools the workflow plugs into it uses (at most two counted). */
  toolMatches: number;
}

function matches(keywords: string[], text: string, found: (text: string, keyword: string) => boolean): number {
  return Math.min(MAX_MATCHES_COUNTED, keywords.filter((keyword) => found(text, keyword)).length);
}

/** The evidence that a template fits the business, or null when it is not for it at all. */
export function fitEvidence(template: WorkflowTemplate, business: BusinessProfile): FitEvidence | null {
  if (template.teamsOnly && business.companySize === 'Solo') return null;
  const general = template.industries.length === 0;
  // A business outside the named industries is exactly who the general workflows are built for.
  const builtFor = general ? business.industry === 'other' : template.industries.includes(business.industry);
  const toolMatches = matches(template.toolKeywords, (business.currentTools ?? '').toLowerCase(), namesTool);
  if (!builtFor && !general && !(template.openToToolUsers && toolMatches > 0)) return null;
  return {
    builtFor,
    goals: template.goals.filter((goal) => business.primaryGoals.includes(goal)).length,
    painMatches: matches(template.painKeywords, (business.painPoints ?? '').toLowerCase(), hasStem),
    toolMatches,
  };
}
