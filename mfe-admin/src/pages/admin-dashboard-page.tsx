import { DESK_PATHS, formatCount, formatUsd, type PipelineByKind } from '@biz/contracts';
import { PageHeader, StatCard } from '@biz/ui-kit';
import { Navigate, useSearchParams } from 'react-router';
import { SubmissionsPanel } from '../dashboard/submissions-panel';
import { useAdminSession } from '../dashboard/use-admin-session';
import { useDeskTable } from '../dashboard/use-desk-table';
import { useSubmissionDialogs } from '../dashboard/submission-dialogs';
import { SupportStatCards } from '../support/support-stat-cards';
import { BOARD_ADDRESS, BUSINESSES_VIEW_PARAM } from '../desk/desk-views';

/** USD, then what the card counts and what it leaves out (decisions 064, 066): sold and signed work, not what was only proposed. */
function PipelineHint({ pipeline: { sprints, subscriptionsYear, proposals, proposed } }: { pipeline: PipelineByKind }) {
  const usd = (cents: number) => formatUsd(cents, { whole: true });
  return (
    <>
      <span className="block">
        USD: sprints {usd(sprints)}, subscriptions {subscriptionsYear === null ? 'not known yet' : `${usd(subscriptionsYear)} a year`}, accepted proposals {usd(proposals)}
      </span>
      <span className="block">Proposed, not counted: {usd(proposed)}</span>
    </>
  );
}

/** Under the submissions count: the table's rows are businesses, one per address. */
const businessesHint = (businesses: number) => (businesses === 1 ? 'from 1 business' : `from ${formatCount(businesses)} businesses`);

/**
 * SPEC §2 /admin: the four figures (and the support inbox's), the submissions table (searched, filtered and
 * paged on the server) with its row actions, and its modals. The rest of the desk has views of its own.
 */
export function AdminDashboardPage() {
  const isAdmin = useAdminSession();
  const [searchParams] = useSearchParams();
  const { filters, setFilters, settledSearch, dashboard } = useDeskTable(isAdmin === true);
  const { rowActions, dialogs } = useSubmissionDialogs(isAdmin);
  const data = dashboard.data;
  // The board was /admin?view=board before it had a view of its own: such a link still finds it.
  if (searchParams.get(BUSINESSES_VIEW_PARAM) === 'board') return <Navigate to={BOARD_ADDRESS} replace />;
  // While the session is checked (and in the frame the gateway pre-renders), the page is a screen tall at
  // least, so the figures and the table, shown together once the first page is known, push nothing on screen down.
  return (
    <div className="flex min-h-dvh flex-col gap-8">
      <PageHeader page={DESK_PATHS.dashboard} description="Review submissions and plans, draft emails, schedule calls and prepare onboarding forms." />
      {isAdmin === false ? <p className="py-10 text-center text-sm text-ink-muted">Admins only. Taking you to the sign-in page...</p> : null}
      {isAdmin === true && !dashboard.isPending ? (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            <StatCard label="Total Submissions" value={data?.stats.totalSubmissions ?? '—'} hint={data ? businessesHint(data.stats.businesses) : undefined} />
            <StatCard label="Plans Generated" value={data?.stats.plansGenerated ?? '—'} />
            <StatCard label="Pending Review" value={data?.stats.pendingReview ?? '—'} />
            <StatCard label="Pipeline Value" value={data ? formatUsd(data.stats.pipelineValue, { whole: true }) : '—'} hint={data ? <PipelineHint pipeline={data.pipeline} /> : 'USD'} />
            <SupportStatCards support={data?.support} />
          </div>
          <SubmissionsPanel filters={filters} onFiltersChange={setFilters} settledSearch={settledSearch} data={data} failed={dashboard.isError} {...rowActions} />
        </>
      ) : null}
      {dialogs}
    </div>
  );
}
