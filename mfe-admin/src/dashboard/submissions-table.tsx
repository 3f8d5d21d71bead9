import { businessRecordPath, formatUsd, industryLabel, PipelineStageLabel, PlanStatusLabel, type DeskBusinessRow } from '@biz/contracts';
import { Badge, formatDate, Table, TableBody, TableCell, TableColumns, TableRow } from '@biz/ui-kit';
import { ContactCell } from './contact-cell';
import { GoalsCell } from './goals-cell';
import { SubmissionActions, type SubmissionActionHandlers } from './submission-actions';

export const SUBMISSION_COLUMNS = ['Business', 'Industry', 'Goals', 'Value', 'Status', 'Submitted', 'Actions'] as const;

/** One page of submissions. Names and texts are rendered as text by React: a name that looks like HTML stays text. */
export interface SubmissionsTableProps extends SubmissionActionHandlers {
  submissions: readonly DeskBusinessRow[];
  /** Each name links to its business's record page (the Businesses list; SPEC's dashboard keeps its text). */
  linkNames?: boolean;
}

export function SubmissionsTable({ submissions, linkNames, ...actions }: SubmissionsTableProps) {
  return (
    <Table cards>
      <TableColumns columns={SUBMISSION_COLUMNS} pinLast />
      <TableBody>
        {submissions.map((submission) => (
          <TableRow key={submission.id}>
            <ContactCell name={submission.businessName} href={linkNames ? businessRecordPath(submission.businessId) : undefined} lines={[submission.contactEmail, ...(submission.submissionCount > 1 ? [`${submission.submissionCount} submissions`] : [])]} />
            <TableCell card="hide">{industryLabel(submission.industry)}</TableCell>
            <TableCell card="hide">
              <GoalsCell goals={submission.primaryGoals} />
            </TableCell>
            <TableCell label="Value" className="tabular-nums">{formatUsd(submission.totalValue, { whole: true })}</TableCell>
            <TableCell label="Status">
              <Badge variant={submission.status === 'pending' ? 'outline' : 'success'}>{PlanStatusLabel[submission.status]}</Badge>
              <div className="mt-1 text-xs whitespace-nowrap text-ink-muted">{PipelineStageLabel[submission.stage]}</div>
            </TableCell>
            <TableCell label="Submitted" className="whitespace-nowrap">{formatDate(submission.createdAt, 'date')}</TableCell>
            <TableCell pinEnd card="actions">
              <SubmissionActions submission={submission} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
