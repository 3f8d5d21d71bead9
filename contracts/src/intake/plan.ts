import { z } from 'zod';
import { Cents } from '../common';

/** Plan status (§4). 'generated' is shown 'Generated ✓'. */
export const PlanStatus = z.enum(['generated', 'pending', 'sent', 'completed']);
export type PlanStatus = z.infer<typeof PlanStatus>;

export const PlanStatusLabel: Record<PlanStatus, string> = {
  generated: 'Generated ✓',
  pending: 'Pending',
  sent: 'Sent',
  completed: 'Completed',
};

/** Status filter of the admin submissions table, in the spec's order. */
export const PlanStatusFilters = ['all', 'pending', 'generated', 'sent', 'completed'] as const;
export type PlanStatusFilter = (typeof PlanStatusFilters)[number];

export const ImplementationPhase = z.object({
  phase: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  description: z.string().max(4000),
});
export type ImplementationPhase = z.infer<typeof ImplementationPhase>;

export const PlanData = z.object({
  executiveSummary: z.string().max(10_000),
  implementationTimeline: z.array(ImplementationPhase).max(50),
});
export type PlanData = z.infer<typeof PlanData>;

/** SPEC §3 plan. planData is null while the plan is still pending generation. */
export const Plan = z.object({
  status: PlanStatus,
  planData: PlanData.nullable(),
  totalSetupCost: Cents,
  totalMonthlyCost: Cents,
});
export type Plan = z.infer<typeof Plan>;
