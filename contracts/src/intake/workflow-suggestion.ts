import { z } from 'zod';
import { Cents } from '../common';

export const ImpactLevel = z.enum(['high', 'medium', 'low']);
export type ImpactLevel = z.infer<typeof ImpactLevel>;

/**
 * SPEC §3 workflow suggestion. `id` is a stable catalog key so a selection can be matched against what
 * was offered to that submission (the browser sends whole objects back; prices are never trusted).
 */
export const WorkflowSuggestion = z.object({
  id: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(200),
  tags: z.array(z.string().trim().min(1).max(50)).max(20),
  description: z.string().max(2000),
  benefit: z.string().max(1000),
  setupCost: Cents,
  monthlyCost: Cents,
  impact: ImpactLevel,
});
export type WorkflowSuggestion = z.infer<typeof WorkflowSuggestion>;
