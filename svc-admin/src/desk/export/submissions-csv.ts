import { agencyActorName, formatUsd, industryLabel, PlanStatusLabel, type AgencyActor, type Submission } from '@biz/contracts';
import { csvRow } from '../../shared/files/csv';

/** The table's columns, plus the email the table searches (it has no Actions column) and who at the agency last acted on it. */
export const SUBMISSIONS_CSV_HEADER = ['Business', 'Industry', 'Contact email', 'Goals', 'Value', 'Status', 'Submitted', 'Last handled by', 'Last handled at'] as const;

/** A submission's row; `handled`: the agency's newest action on it (empty cells when it acted on none yet). */
export const submissionCsvRow = (s: Submission, handled?: { by: AgencyActor; at: Date }): string =>
  csvRow([s.businessName, industryLabel(s.industry), s.contactEmail, s.primaryGoals.join('; '), formatUsd(s.totalValue), PlanStatusLabel[s.status], s.createdAt, handled ? agencyActorName(handled.by) : '', handled?.at.toISOString() ?? '']);
