import { CLIENT_ACCOUNT_PATH, CLIENT_DASHBOARD_PATH, savingsCards, ToastMessage } from '@biz/contracts';
import { Button, buttonClasses, lazyExport, LazyPanel, PageHeader, StatCard, Tabs, TabsContent, TabsList, TabsTrigger, toast, toastMessage } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clientDashboardKey, clientStatusKey, fetchClientDashboard, useMarkNotificationRead, useRequestResume, useUpdateClientPreferences } from '../api/client-api';
import { useClientLogout, useClientSession } from '../auth/use-client-session';
import { Link } from 'react-router';
import { AutomationList } from '../dashboard/automation-list';
import { ConfirmEmailNotice } from '../dashboard/confirm-email-notice';
import { NotificationBell } from '../dashboard/notification-bell';

// The tabs not shown first load when opened: the dashboard's first screen carries only itself.
const AnalyticsPanel = lazyExport(() => import('../analytics/analytics-panel'), 'AnalyticsPanel');
const SubscriptionTab = lazyExport(() => import('../subscription/subscription-tab'), 'SubscriptionTab');
const OnboardingPanel = lazyExport(() => import('../onboarding/onboarding-panel'), 'OnboardingPanel');
const SupportPanel = lazyExport(() => import('../support/support-panel'), 'SupportPanel');

type DashboardTab = 'automations' | 'analytics' | 'subscription' | 'onboarding' | 'support';
/** The same words while loading (the frame the gateway pre-renders) and after: the page's text shows at once. */
const DESCRIPTION = 'Your automations at a glance: what is live, what it saves you each week, and your plan.';

/** SPEC §2 /client/dashboard: the signed-in client's automations, savings, notifications and subscription. */
export function ClientDashboardPage() {
  const signedIn = useClientSession();
  const logout = useClientLogout();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DashboardTab>('automations');
  const dashboard = useQuery({ queryKey: clientDashboardKey, queryFn: fetchClientDashboard, enabled: signedIn === true });

  useEffect(() => {
    if (!dashboard.error) return;
    const { status } = apiErrorOf(dashboard.error);
    // A session that ended (or an account that is gone) is a sign-in away; anything else is the spec's toast.
    if (status === 401 || status === 410) queryClient.setQueryData(clientStatusKey, { authenticated: false });
    else toastMessage(ToastMessage.dashboardLoadFailed);
  }, [dashboard.error, queryClient]);

  const markRead = useMarkNotificationRead();
  const preferences = useUpdateClientPreferences();
  const resume = useRequestResume();

  if (!signedIn || dashboard.isPending) {
    // Laid out as the dashboard below (its header is updated in place when the figures arrive), and a screen
    // tall at least: what arrives pushes nothing on screen (the footer) down.
    return (
      <div aria-busy="true" className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <PageHeader page={CLIENT_DASHBOARD_PATH} description={DESCRIPTION} />
        </div>
        <p className="text-sm text-ink-muted">Loading your automations and savings…</p>
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-ink">{ToastMessage.dashboardLoadFailed.title}</h1>
        <p className="text-sm text-ink-muted">Your figures could not be read just now. Please try again in a moment.</p>
        <Button onClick={() => void dashboard.refetch()}>Try again</Button>
      </div>
    );
  }

  const data = dashboard.data;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title={`Welcome, ${data.client.businessName}`} description={DESCRIPTION} />
        <div className="flex items-center gap-3">
          <NotificationBell
          notifications={data.notifications}
          emailNotifications={data.client.emailNotifications}
          onMarkRead={(id) => markRead.mutate(id)}
          onEmailNotificationsChange={(on) => preferences.mutate({ emailNotifications: on })}
        />
          <Link to={CLIENT_ACCOUNT_PATH} className={buttonClasses({ variant: 'ghost' })}>
            Account
          </Link>
          <Button variant="outline" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
      {!data.client.emailVerified && <ConfirmEmailNotice email={data.client.email} />}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {savingsCards(data).map((card) => (
          <StatCard key={card.label} label={card.label} value={card.value} hint={card.hint} />
        ))}
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="automations">Automations</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="subscription">Subscription</TabsTrigger>
          <TabsTrigger value="onboarding">Onboarding</TabsTrigger>
          <TabsTrigger value="support">Support</TabsTrigger>
        </TabsList>
        <TabsContent value="automations">
          <AutomationList
            automations={data.automations}
            sprints={data.sprints}
            onResume={(id) => resume.mutate(id, { onSuccess: () => toast({ title: 'Resume requested', description: 'We will let you know here when it runs again.', variant: 'success' }) })}
          />
        </TabsContent>
        <TabsContent value="analytics">
          <LazyPanel>
            <AnalyticsPanel weeks={data.savingsHistory} hourValue={data.hourValue} />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="subscription">
          <LazyPanel>
            <SubscriptionTab
              subscription={data.subscription}
              automations={data.automations}
              unavailable={data.subscriptionUnavailable === true}
              onChanged={() => queryClient.invalidateQueries({ queryKey: clientDashboardKey })}
            />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="onboarding">
          <LazyPanel>
            <OnboardingPanel emailVerified={data.client.emailVerified} />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="support">
          <LazyPanel>
            <SupportPanel />
          </LazyPanel>
        </TabsContent>
      </Tabs>
    </div>
  );
}
