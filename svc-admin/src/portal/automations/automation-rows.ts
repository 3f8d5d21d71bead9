import { ESTIMATED_WEEKLY_HOURS, type WorkflowSuggestion } from '@biz/contracts';

/** The row of a workflow as an automation to build, pending, estimated from its impact. */
export function pendingRow(workflow: WorkflowSuggestion) {
  return {
    workflow_id: workflow.id,
    title: workflow.title,
    description: workflow.description,
    estimated_weekly_hours: ESTIMATED_WEEKLY_HOURS[workflow.impact],
    go_live_date: null,
    last_activity_at: null,
    resume_requested_at: null,
  };
}

/** A sprint's automation: its order's, priced by the sprint alone (no setup or monthly price of its own). */
export const sprintRow = (orderId: string, submissionId: string | null, workflow: WorkflowSuggestion) => ({
  ...pendingRow(workflow),
  account_id: null,
  submission_id: submissionId,
  order_id: orderId,
  setup_cost: 0,
  monthly_cost: 0,
});
