import { PlanStatusFilters, type AdminDashboardResponse, type PlanStatusFilter, type Submission } from '@biz/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, Input, Select } from '@biz/ui-kit';
import { useDownloadPlanPdf, useExportSubmissions } from '../api/admin-api';
import { Pager } from './pager';
import { SubmissionsTable } from './submissions-table';

const statusOptions = PlanStatusFilters.map((value) => ({ value, label: value === 'all' ? 'All statuses' : value[0].toUpperCase() + value.slice(1) }));

export interface SubmissionFilters {
  search: string;
  status: PlanStatusFilter;
  page: number;
}

export interface SubmissionsPanelProps {
  filters: SubmissionFilters;
  onFiltersChange: (filters: SubmissionFilters) => void;
  /** The search as sent (settled, trimmed): what the export matches. */
  settledSearch: string | undefined;
  data: AdminDashboardResponse | undefined;
  failed: boolean;
  onView: (submission: Submission) => void;
  onEmail: (submission: Submission) => void;
  onCall: (submission: Submission) => void;
  onOnboardingForm: (submission: Submission) => void;
  onDelete: (submission: Submission) => void;
  /** Each business's name links to its record page. */
  linkNames?: boolean;
}

/** The submissions table of the dashboard and the Businesses list: search, status filter, the CSV of every match, the table and its pages. */
export function SubmissionsPanel({ filters, onFiltersChange, settledSearch, data, failed, onView, onEmail, onCall, onOnboardingForm, onDelete, linkNames }: SubmissionsPanelProps) {
  const planPdf = useDownloadPlanPdf();
  const exportCsv = useExportSubmissions();

  return (
    <Card>
      <CardHeader className="gap-4 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Submissions</CardTitle>
            <CardDescription>One row per business (its addresses, any case, and the ones the agency merged), by its latest submission, with its status and stage.</CardDescription>
          </div>
          <Button size="sm" variant="outline" disabled={exportCsv.isPending || !data?.total} onClick={() => exportCsv.mutate({ search: settledSearch, status: filters.status })}>
            {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <Input label="Search" type="search" placeholder="Business name or email" value={filters.search} onChange={(event) => onFiltersChange({ ...filters, search: event.target.value, page: 1 })} />
          <Select label="Status" options={statusOptions} value={filters.status} onChange={(event) => onFiltersChange({ ...filters, status: event.target.value as PlanStatusFilter, page: 1 })} />
        </div>
      </CardHeader>
      {data && data.submissions.length > 0 ? <SubmissionsTable submissions={data.submissions} linkNames={linkNames} onView={onView} onDownloadPdf={(submission) => planPdf.mutate(submission)} onEmail={onEmail} onCall={onCall} onOnboardingForm={onOnboardingForm} onDelete={onDelete} /> : null}
      {data && data.submissions.length === 0 ? <p className="px-6 py-10 text-center text-sm text-ink-muted">No submissions match.</p> : null}
      {!data ? <p className="px-6 py-10 text-center text-sm text-ink-muted">{failed ? 'The submissions could not be loaded.' : 'Loading submissions...'}</p> : null}
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="businesses" onPage={(page) => onFiltersChange({ ...filters, page })} /> : null}
    </Card>
  );
}
