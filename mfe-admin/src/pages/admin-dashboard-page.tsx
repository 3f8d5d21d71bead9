import { ADMIN_TEAM_PATH, DESK_FIRST_PAGE, EntityId, formatCount, formatUsd, MY_DAY_FIRST_SCOPE, PROFILE_QUERY_PARAM, QUEUE_DASHBOARD_PATH, ToastMessage, type Submission } from '@biz/contracts';
import { Button, buttonClasses, cn, lazyExport, LazyDialog, LazyPanel, PageHeader, StatCard, Tabs, TabsContent, TabsList, TabsTrigger, toastMessage } from '@biz/ui-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchDashboard, myDayQuery } from '../api/admin-api';
import { useAdminLogout } from '../api/session-api';
import { SubmissionsPanel, type SubmissionFilters } from '../dashboard/submissions-panel';
import { useAdminSession } from '../dashboard/use-admin-session';
import { useDebounced } from '../dashboard/use-debounced';
import { SupportStatCards } from '../support/support-stat-cards';
import { MyDayPanel } from '../my-day/my-day-panel';
import { NotificationBell } from '../notifications/notification-bell';

// The tabs the desk does not show first load when opened: the first screen carries only itself.
const OrdersPanel = lazyExport(() => import('../orders/orders-panel'), 'OrdersPanel');
const SubscriptionsPanel = lazyExport(() => import('../subscriptions/subscriptions-panel'), 'SubscriptionsPanel');
const SupportPanel = lazyExport(() => import('../support/support-panel'), 'SupportPanel');
const PipelineBoard = lazyExport(() => import('../pipeline/pipeline-board'), 'PipelineBoard');
// The dialogs, and their forms, load when first opened.
const ClientProfileDialog = lazyExport(() => import('../profile/client-profile-dialog'), 'ClientProfileDialog');
const CallSchedulerDialog = lazyExport(() => import('../calls/call-scheduler-dialog'), 'CallSchedulerDialog');
const OnboardingFormDialog = lazyExport(() => import('../onboarding/onboarding-form-dialog'), 'OnboardingFormDialog');
const EmailGeneratorDialog = lazyExport(() => import('../emails/email-generator-dialog'), 'EmailGeneratorDialog');
const DeleteClientDialog = lazyExport(() => import('../dashboard/delete-client-dialog'), 'DeleteClientDialog');

/** Under the submissions count: the table's rows are businesses, one per address. */
const businessesHint = (businesses: number) => (businesses === 1 ? 'from 1 business' : `from ${formatCount(businesses)} businesses`);
type DeskTab = 'submissions' | 'orders' | 'subscriptions' | 'support';
/** The submissions tab as a list or as the pipeline's board, kept in the URL (`?view=board`) so a reload or a link keeps it. */
const VIEW_QUERY_PARAM = 'view';
type DeskView = 'list' | 'board';

/** SPEC §2 /admin: the figures, the submissions (searched, filtered and paged on the server), the orders, the subscriptions and the support inbox. */
export function AdminDashboardPage() {
  const isAdmin = useAdminSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useAdminLogout();
  const [tab, setTab] = useState<DeskTab>('submissions');
  const [filters, setFilters] = useState<SubmissionFilters>({ search: '', status: DESK_FIRST_PAGE.status, page: DESK_FIRST_PAGE.page });
  // A link to one business's profile (the new-submission alert's) opens it over the dashboard.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(PROFILE_QUERY_PARAM);
  const [viewing, setViewing] = useState<string | null>(() => (EntityId.safeParse(linked).success ? linked : null));
  const view: DeskView = searchParams.get(VIEW_QUERY_PARAM) === 'board' ? 'board' : 'list';
  const showView = (next: DeskView) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'board') params.set(VIEW_QUERY_PARAM, 'board');
      else params.delete(VIEW_QUERY_PARAM);
      return params;
    });
  const [deleting, setDeleting] = useState<Submission | null>(null);
  const [emailing, setEmailing] = useState<Submission | null>(null);
  const [calling, setCalling] = useState<Submission | null>(null);
  const [onboarding, setOnboarding] = useState<Submission | null>(null);
  const settledSearch = useDebounced(filters.search.trim(), 300) || undefined;
  // The first of these is the URL the page's head asked for already (SIGNED_IN_PAGES): the browser hands it over.
  const query = { search: settledSearch, status: filters.status, page: filters.page, pageSize: DESK_FIRST_PAGE.pageSize };
  const dashboard = useQuery({ queryKey: ['admin-dashboard', query], queryFn: () => fetchDashboard(query), enabled: isAdmin === true, placeholderData: keepPreviousData });
  // The figures and the table show once the first day and page are known, all at once: shown earlier under a
  // day of unknown length, they would jump down when it arrives (a layout shift on a phone).
  const firstDay = useQuery({ ...myDayQuery(MY_DAY_FIRST_SCOPE.scope), enabled: isAdmin === true });
  const deskShown = isAdmin === true && !firstDay.isPending && !dashboard.isPending;

  useEffect(() => {
    if (dashboard.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [dashboard.isError]);

  const data = dashboard.data;
  // While the session is checked (and in the frame the gateway pre-renders), the page is laid out as it will
  // be: the buttons take their room unseen, "My day" shows as loading, and the page is a screen tall at least,
  // so what arrives below pushes nothing on screen down.
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader page="/admin" description="Review submissions and plans, draft emails, schedule calls and prepare onboarding forms." />
        <div className={cn('flex gap-2', !isAdmin && 'invisible')}>
          {/* A new lead shows at once: the dashboard (figures and table) and the day ("New since yesterday") are fetched again. */}
          <NotificationBell enabled={isAdmin === true} onNewLead={() => void Promise.all([['admin-dashboard'], ['my-day']].map((queryKey) => queryClient.invalidateQueries({ queryKey })))} />
          <Link to={ADMIN_TEAM_PATH} className={buttonClasses({ variant: 'outline' })}>
            Team
          </Link>
          {/* bull-board, served by svc-admin: a page of its own, not a route of this remote. */}
          <a href={QUEUE_DASHBOARD_PATH} className={buttonClasses({ variant: 'outline' })}>
            Queues
          </a>
          <Button
            variant="outline"
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => {
                  queryClient.clear();
                  navigate('/');
                },
              })
            }
          >
            Logout
          </Button>
        </div>
      </div>
      {isAdmin === false ? (
        <p className="py-10 text-center text-sm text-ink-muted">Admins only. Taking you to the sign-in page...</p>
      ) : (
        <MyDayPanel onView={setViewing} enabled={isAdmin === true} />
      )}
      {deskShown ? (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            <StatCard label="Total Submissions" value={data?.stats.totalSubmissions ?? '—'} hint={data ? businessesHint(data.stats.businesses) : undefined} />
            <StatCard label="Plans Generated" value={data?.stats.plansGenerated ?? '—'} />
            <StatCard label="Pending Review" value={data?.stats.pendingReview ?? '—'} />
            <StatCard label="Pipeline Value" value={data ? formatUsd(data.stats.pipelineValue, { whole: true }) : '—'} hint="USD" />
            <SupportStatCards support={data?.support} />
          </div>
          <Tabs value={tab} onValueChange={(value) => setTab(value as DeskTab)}>
            <TabsList aria-label="Submissions, orders, subscriptions or support">
              <TabsTrigger value="submissions">Submissions</TabsTrigger>
              <TabsTrigger value="orders">Orders</TabsTrigger>
              <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
              <TabsTrigger value="support">Support</TabsTrigger>
            </TabsList>
            <TabsContent value="submissions" className="flex flex-col gap-3">
              <div role="group" aria-label="Show the businesses as" className="flex gap-1 self-start rounded-lg border border-line bg-surface p-1">
                {(['list', 'board'] as const).map((option) => (
                  <Button key={option} size="sm" variant={view === option ? 'primary' : 'ghost'} aria-pressed={view === option} onClick={() => showView(option)}>
                    {option === 'list' ? 'List' : 'Board'}
                  </Button>
                ))}
              </div>
              {view === 'board' ? (
                <LazyPanel>
                  <PipelineBoard onOpen={setViewing} />
                </LazyPanel>
              ) : (
                <SubmissionsPanel
                  filters={filters}
                  onFiltersChange={setFilters}
                  settledSearch={settledSearch}
                  data={data}
                  failed={dashboard.isError}
                  onView={(submission) => setViewing(submission.id)}
                  onEmail={setEmailing}
                  onCall={setCalling}
                  onOnboardingForm={setOnboarding}
                  onDelete={setDeleting}
                />
              )}
            </TabsContent>
            <TabsContent value="orders">
              <LazyPanel>
                <OrdersPanel onViewClient={setViewing} />
              </LazyPanel>
            </TabsContent>
            <TabsContent value="subscriptions">
              <LazyPanel>
                <SubscriptionsPanel />
              </LazyPanel>
            </TabsContent>
            <TabsContent value="support">
              <LazyPanel>
                <SupportPanel />
              </LazyPanel>
            </TabsContent>
          </Tabs>
        </>
      ) : null}
      {isAdmin ? (
        <>
          <LazyDialog open={viewing !== null}>
            <ClientProfileDialog
              clientId={viewing}
              onOpenSubmission={setViewing}
              onClose={() => {
                setViewing(null);
                if (linked)
                  setSearchParams(
                    (current) => {
                      const params = new URLSearchParams(current);
                      params.delete(PROFILE_QUERY_PARAM);
                      return params;
                    },
                    { replace: true },
                  );
              }}
            />
          </LazyDialog>
          <LazyDialog open={calling !== null}>
            <CallSchedulerDialog submission={calling} onClose={() => setCalling(null)} />
          </LazyDialog>
          <LazyDialog open={onboarding !== null}>
            <OnboardingFormDialog submission={onboarding} onClose={() => setOnboarding(null)} />
          </LazyDialog>
          <LazyDialog open={emailing !== null}>
            <EmailGeneratorDialog submission={emailing} onClose={() => setEmailing(null)} />
          </LazyDialog>
          <LazyDialog open={deleting !== null}>
            <DeleteClientDialog submission={deleting} onClose={() => setDeleting(null)} />
          </LazyDialog>
        </>
      ) : null}
    </div>
  );
}
