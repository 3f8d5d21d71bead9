import { estimateWeeklyHours } from '@biz/catalog';
import type { CompanySize, WorkflowSuggestion } from '@biz/contracts';

/** The row of a workflow as an automation to build, pending, its hours a week estimated from its catalog template and the business's size (issue 46). */
export function pendingRow(workflow: WorkflowSuggestion, size: CompanySize | null) {
  return {
    workflow_id: workflow.id,
    title: workflow.title,
    description: workflow.description,
    estimated_weekly_hours: estimateWeeklyHours(workflow.id, workflow.impact, size),
    go_live_date: null,
    last_activity_at: null,
    resume_requested_at: null,
  };
}

/** A sprint's automation: its order's, priced by the sprint alone (no setup or monthly price of its own). */
export const sprintRow = (orderId: string, submissionId: string | null, workflow: WorkflowSuggestion, size: CompanySize | null) => ({
  ...pendingRow(workflow, size),
  account_id: null,
  submission_id: submissionId,
  order_id: orderId,
  setup_cost: 0,
  monthly_cost: 0,
});
