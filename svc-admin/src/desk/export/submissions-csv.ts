import { formatUsd, industryLabel, PlanStatusLabel, type Submission } from '@biz/contracts';
import { csvRow } from '../../shared/files/csv';

/** The table's columns, plus the email the table searches (it has no Actions column). */
export const SUBMISSIONS_CSV_HEADER = ['Business', 'Industry', 'Contact email', 'Goals', 'Value', 'Status', 'Submitted'] as const;

export const submissionCsvRow = (s: Submission): string =>
  csvRow([s.businessName, industryLabel(s.industry), s.contactEmail, s.primaryGoals.join('; '), formatUsd(s.totalValue), PlanStatusLabel[s.status], s.createdAt]);
