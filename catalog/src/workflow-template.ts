import type { Goal, IndustrySlug } from '@biz/contracts';

/** One workflow the agency builds. Prices are for a small team (2-10); the engine scales them by size. */
export interface WorkflowTemplate {
  /** Stable id: the WorkflowSuggestion id a selection is matched by. */
  id: string;
  title: string;
  tags: string[];
  description: string;
  benefit: string;
  setupCost: number;
  monthlyCost: number;
  /** Industries it is built for; empty means any business. */
  industries: IndustrySlug[];
  /** Offered outside its industries too, as a weaker fit, when the business names one of its tools. */
  openToToolUsers?: boolean;
  goals: Goal[];
  /** Lower-case words or phrases that, found in the pain points, show the need. */
  painKeywords: string[];
  /** Lower-case tool names that, found in the current tools, it plugs into. */
  toolKeywords: string[];
  /** Too much for a one-person business. */
  teamsOnly?: boolean;
}
