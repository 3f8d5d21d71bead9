import { formatUsd, industryLabel, PipelineStageLabel, PlanStatusLabel, type DeskBusinessRow } from '@biz/contracts';
import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@biz/ui-kit';
import { GoalsCell } from './goals-cell';

export const SUBMISSION_COLUMNS = ['Business', 'Industry', 'Goals', 'Value', 'Status', 'Submitted', 'Actions'] as const;

const submittedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One page of submissions. Names and texts are rendered as text by React: a name that looks like HTML stays text. */
export interface SubmissionsTableProps {
  submissions: readonly DeskBusinessRow[];
  onView: (submission: DeskBusinessRow) => void;
  /** Only offered once the plan is written: before that there is nothing to print. */
  onDownloadPdf: (submission: DeskBusinessRow) => void;
  onEmail: (submission: DeskBusinessRow) => void;
  onCall: (submission: DeskBusinessRow) => void;
  onOnboardingForm: (submission: DeskBusinessRow) => void;
  onDelete: (submission: DeskBusinessRow) => void;
}

export function SubmissionsTable({ submissions, onView, onDownloadPdf, onEmail, onCall, onOnboardingForm, onDelete }: SubmissionsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {SUBMISSION_COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => (
          <TableRow key={submission.id}>
            <TableCell>
              <div className="font-medium text-ink">{submission.businessName}</div>
              <div className="text-xs text-ink-muted">{submission.contactEmail}</div>
              {submission.submissionCount > 1 ? <div className="text-xs text-ink-muted">{submission.submissionCount} submissions</div> : null}
            </TableCell>
            <TableCell>{industryLabel(submission.industry)}</TableCell>
            <TableCell>
              <GoalsCell goals={submission.primaryGoals} />
            </TableCell>
            <TableCell className="tabular-nums">{formatUsd(submission.totalValue, { whole: true })}</TableCell>
            <TableCell>
              <Badge variant={submission.status === 'pending' ? 'outline' : 'success'}>{PlanStatusLabel[submission.status]}</Badge>
              <div className="mt-1 text-xs whitespace-nowrap text-ink-muted">{PipelineStageLabel[submission.stage]}</div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{submittedAt.format(new Date(submission.createdAt))}</TableCell>
            <TableCell>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => onView(submission)} aria-label={`View ${submission.businessName}`}>
                  View
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!submission.plan?.planData}
                  title={submission.plan?.planData ? undefined : 'The plan is not generated yet'}
                  onClick={() => onDownloadPdf(submission)}
                  aria-label={`Download PDF of ${submission.businessName}`}
                >
                  PDF
                </Button>
                <Button size="sm" variant="outline" onClick={() => onEmail(submission)} aria-label={`Email ${submission.businessName}`}>
                  Email
                </Button>
                <Button size="sm" variant="outline" onClick={() => onCall(submission)} aria-label={`Schedule a call with ${submission.businessName}`}>
                  Call
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!submission.plan}
                  title={submission.plan ? undefined : 'No workflows chosen yet'}
                  onClick={() => onOnboardingForm(submission)}
                  aria-label={`Onboarding form of ${submission.businessName}`}
                >
                  Form
                </Button>
                <Button size="sm" variant="ghost" className="text-danger-700" onClick={() => onDelete(submission)} aria-label={`Delete ${submission.businessName}`}>
                  Delete
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
