import { agencyActorName, industryLabel, PipelineStageLabel, PlanStatusLabel, type AgencyActor, type BusinessRow, type FollowUp, type PipelineStage } from '@biz/contracts';
import { csvRow, dollarsCell } from '../../shared/files/csv';

/**
 * The table's columns and what a spreadsheet needs beside them: the phone the lead gave at a checkout, the
 * workflows chosen, the plan's costs, where the business stands and who owns it, and who last acted on it.
 * Money is in dollars as numbers, times in ISO 8601 (UTC), a due day as YYYY-MM-DD.
 */
export const SUBMISSIONS_CSV_HEADER = [
  'Business',
  'Industry',
  'Contact email',
  'Phone',
  'Goals',
  'Workflows',
  'Value (USD)',
  'Setup cost (USD)',
  'Monthly cost (USD)',
  'Status',
  'Stage',
  'Owner',
  'Next step',
  'Due on',
  'Submitted',
  'Submissions',
  'Last handled by',
  'Last handled at',
] as const;

/** What the desk and the other contexts know of a business beside its row (each read once per page). */
export interface BusinessFacts {
  phone: string | null;
  workflows: readonly string[];
  stage: PipelineStage;
  followUp: FollowUp;
  /** The agency's newest action on it; none yet: empty cells. */
  handled?: { by: AgencyActor; at: Date };
}

/** A business's row: its latest submission with its plan, and the facts gathered for it. */
export function businessCsvRow(row: BusinessRow, { phone, workflows, stage, followUp, handled }: BusinessFacts): string {
  return csvRow([
    row.businessName,
    industryLabel(row.industry),
    row.contactEmail,
    phone,
    row.primaryGoals.join('; '),
    workflows.join('; '),
    dollarsCell(row.totalValue),
    row.plan ? dollarsCell(row.plan.totalSetupCost) : null,
    row.plan ? dollarsCell(row.plan.totalMonthlyCost) : null,
    PlanStatusLabel[row.status],
    PipelineStageLabel[stage],
    followUp.owner?.name ?? null,
    followUp.nextStep,
    followUp.dueOn,
    row.createdAt,
    row.submissionCount,
    handled ? agencyActorName(handled.by) : null,
    handled?.at.toISOString() ?? null,
  ]);
}
