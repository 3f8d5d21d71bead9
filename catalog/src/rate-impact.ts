import type { BusinessProfile, CompanySize, ImpactLevel, MonthlyRevenueRange } from '@biz/contracts';
import type { FitEvidence } from './fit-evidence';

/*
 * Impact is a promise, not a rank. The fit score orders what suits a business best; the impact badge says
 * how much a workflow will change for it (its hours a week are its own, weekly-hours.ts). So "high" needs
 * more than a good fit:
 *  1. Need. The business named the problem in its pain points (stated); or the workflow is built for its
 *     industry and serves a goal it chose (likely); else it is a sensible extra (possible).
 *  2. Volume. A one-person business without $50k+ a month, or a small team under $10k a month, has
 *     less of that work to hand over: a need it named is medium, not high.
 *  3. Focus. At most two workflows read high for a business, the best ranked: a plan goes live in 2-3
 *     weeks and a team takes in two big changes at a time; a third need it named still reads medium, and
 *     with at least three cards shown no offer is all high.
 * Tools it uses make a workflow cheaper to connect, not bigger: they rank it, they do not raise its impact.
 */

type Need = 'stated' | 'likely' | 'possible';

const impactOfNeed: Record<Need, ImpactLevel> = { stated: 'high', likely: 'medium', possible: 'low' };

// Steps of volume: the company's size, moved by the revenue it gave (if any); 0 or less is low volume.
const sizeStep: Record<CompanySize, number> = { Solo: 0, 'Small Team (2-10)': 1, 'Medium Team (11-50)': 2, 'Large Team (50+)': 3 };
const revenueStep: Record<MonthlyRevenueRange, number> = { 'Under $10k': -1, '$10k - $25k': 0, '$25k - $50k': 0, '$50k - $100k': 1, '$100k+': 1 };

/** The most workflows that read high impact for one business. */
export const HIGH_IMPACT_MAX = 2;

function needOf(evidence: FitEvidence): Need {
  if (evidence.painMatches > 0) return 'stated';
  return evidence.builtFor && evidence.goals > 0 ? 'likely' : 'possible';
}

const lowVolume = (business: BusinessProfile) =>
  sizeStep[business.companySize] + (business.monthlyRevenue ? revenueStep[business.monthlyRevenue] : 0) <= 0;

/** The impact of one workflow on the business, from the need it showed and the volume it has (before capacity). */
export function workflowImpact(evidence: FitEvidence, business: BusinessProfile): ImpactLevel {
  const impact = impactOfNeed[needOf(evidence)];
  return impact === 'high' && lowVolume(business) ? 'medium' : impact;
}

/** The impact of each workflow that could fit a business, given best ranked first: the rule above, two high at most. */
export function rateImpacts(ranked: readonly FitEvidence[], business: BusinessProfile): ImpactLevel[] {
  let highLeft = HIGH_IMPACT_MAX;
  return ranked.map((evidence) => {
    const impact = workflowImpact(evidence, business);
    if (impact !== 'high') return impact;
    return highLeft-- > 0 ? 'high' : 'medium';
  });
}

const impactRank: Record<ImpactLevel, number> = { high: 0, medium: 1, low: 2 };

/** High impact first, then medium, then low; the given order within each (the sort is stable). */
export const highImpactFirst = <T extends { impact: ImpactLevel }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => impactRank[a.impact] - impactRank[b.impact]);

/** What a model claims, capped by the rule's rating: it may judge a workflow lower, never higher. */
export const impactAtMost = (claimed: ImpactLevel, rated: ImpactLevel): ImpactLevel =>
  impactRank[claimed] >= impactRank[rated] ? claimed : rated;
