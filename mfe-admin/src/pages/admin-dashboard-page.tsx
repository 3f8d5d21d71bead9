import { formatUsd, PlanStatusFilters, ToastMessage, type PlanStatusFilter, type Submission } from '@biz/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, Input, PageHeader, Select, StatCard, toastMessage } from '@biz/ui-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminLogout, fetchDashboard } from '../api/admin-api';
import { ClientProfileDialog } from '../dashboard/client-profile-dialog';
import { DeleteClientDialog } from '../dashboard/delete-client-dialog';
import { SubmissionsTable } from '../dashboard/submissions-table';
import { useAdminSession } from '../dashboard/use-admin-session';
import { useDebounced } from '../dashboard/use-debounced';

const PAGE_SIZE = 20;
const statusOptions = PlanStatusFilters.map((value) => ({ value, label: value === 'all' ? 'All statuses' : value[0].toUpperCase() + value.slice(1) }));

/** SPEC §2 /admin: the figures and the submissions, searched, filtered and paged on the server. */
export function AdminDashboardPage() {
  const isAdmin = useAdminSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PlanStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Submission | null>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);
  const settledSearch = useDebounced(search.trim(), 300);
  const query = { search: settledSearch || undefined, status, page, pageSize: PAGE_SIZE };
  const dashboard = useQuery({ queryKey: ['admin-dashboard', query], queryFn: () => fetchDashboard(query), enabled: isAdmin === true, placeholderData: keepPreviousData });

  useEffect(() => {
    if (dashboard.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [dashboard.isError]);

  async function logout() {
    try {
      await adminLogout();
      queryClient.clear();
      navigate('/');
    } catch {
      toastMessage(ToastMessage.adminLogoutFailed);
    }
  }

  const data = dashboard.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Admin Dashboard" description="Review submissions and plans, draft emails, schedule calls and prepare onboarding forms." />
        {isAdmin ? (
          <Button variant="outline" onClick={() => void logout()}>
            Logout
          </Button>
        ) : null}
      </div>
      {isAdmin ? (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard label="Total Submissions" value={data?.stats.totalSubmissions ?? '—'} />
            <StatCard label="Plans Generated" value={data?.stats.plansGenerated ?? '—'} />
            <StatCard label="Pending Review" value={data?.stats.pendingReview ?? '—'} />
            <StatCard label="Pipeline Value" value={data ? formatUsd(data.stats.pipelineValue, { whole: true }) : '—'} hint="USD" />
          </div>
          <Card>
            <CardHeader className="gap-4 pb-4">
              <div>
                <CardTitle>Submissions</CardTitle>
                <CardDescription>Every intake submission with its plan status.</CardDescription>
              </div>
              <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
                <Input label="Search" type="search" placeholder="Business name or email" value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} />
                <Select label="Status" options={statusOptions} value={status} onChange={(event) => { setStatus(event.target.value as PlanStatusFilter); setPage(1); }} />
              </div>
            </CardHeader>
            {data && data.submissions.length > 0 ? <SubmissionsTable submissions={data.submissions} onView={setViewing} onDelete={setDeleting} /> : null}
            {data && data.submissions.length === 0 ? <p className="px-6 py-10 text-center text-sm text-ink-muted">No submissions match.</p> : null}
            {!data ? <p className="px-6 py-10 text-center text-sm text-ink-muted">{dashboard.isError ? 'The submissions could not be loaded.' : 'Loading submissions...'}</p> : null}
            {data && data.total > data.pageSize ? (
              <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-line px-6 py-4 text-sm">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span className="text-ink-muted">
                  Page {data.page} of {pages} · {data.total} submissions
                </span>
                <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            ) : null}
          </Card>
          <ClientProfileDialog submission={viewing} onClose={() => setViewing(null)} />
          <DeleteClientDialog submission={deleting} onClose={() => setDeleting(null)} onDeleted={() => void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] })} />
        </>
      ) : (
        <p className="py-10 text-center text-sm text-ink-muted">{isAdmin === undefined ? 'Checking your session...' : 'Admins only. Taking you to the sign-in page...'}</p>
      )}
    </div>
  );
}
