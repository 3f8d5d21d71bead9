import { z } from 'zod';
import { Cents, EntityId } from '../common';
import { ValidationMessage as M } from '../messages';
import { WorkflowSuggestion } from './workflow-suggestion';
import { PlanStatus } from './plan';

/** POST /api/workflow-selection — at least one workflow (§5 'No workflows selected'). */
export const WorkflowSelectionRequest = z.object({
  clientId: EntityId,
  selectedWorkflows: z
    .array(WorkflowSuggestion, { error: M.selectAtLeastOneWorkflow })
    .min(1, M.selectAtLeastOneWorkflow)
    .max(50),
});
export type WorkflowSelectionRequest = z.infer<typeof WorkflowSelectionRequest>;

/**
 * Answer not shown in the spec: the acknowledgement with the plan's state (generated later by the worker)
 * and the totals the server computed from what it offered, never from the request.
 */
export const WorkflowSelectionResponse = z.object({
  success: z.boolean(),
  selectedCount: z.number().int().nonnegative(),
  planStatus: PlanStatus,
  totalSetupCost: Cents,
  totalMonthlyCost: Cents,
});
export type WorkflowSelectionResponse = z.infer<typeof WorkflowSelectionResponse>;
