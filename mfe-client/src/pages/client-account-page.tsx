import { CLIENT_ACCOUNT_PATH, CLIENT_DASHBOARD_PATH } from '@biz/contracts';
import { Button, Card, CardContent, PageHeader, toast } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { clientDashboardKey, fetchClientDashboard, useEndOtherClientSessions } from '../api/client-api';
import { ChangeEmailForm } from '../auth/change-email-form';
import { ChangePasswordForm } from '../auth/change-password-form';
import { useClientSession } from '../auth/use-client-session';

/** The signed-in client's account: its email, its password, and its other sessions ended at once. */
export function ClientAccountPage() {
  const signedIn = useClientSession();
  const endOthers = useEndOtherClientSessions();
  // The account as the dashboard knows it (the same cached answer): its current email.
  const dashboard = useQuery({ queryKey: clientDashboardKey, queryFn: fetchClientDashboard, enabled: signedIn === true });
  if (!signedIn || !dashboard.data) return <div aria-busy="true" className="flex-1" />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader page={CLIENT_ACCOUNT_PATH} description="Your email, your password, and where you are signed in." />
      <Card>
        <CardContent className="flex flex-col gap-4 p-6">
          <h2 className="text-lg font-semibold text-ink">Change your email</h2>
          <ChangeEmailForm email={dashboard.data.client.email} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 p-6">
          <h2 className="text-lg font-semibold text-ink">Change your password</h2>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col items-start gap-3 p-6">
          <h2 className="text-lg font-semibold text-ink">Sign out everywhere else</h2>
          <p className="text-sm text-ink-muted">Ends every session of your account on other browsers and devices. You stay signed in here.</p>
          <Button
            variant="outline"
            disabled={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) => toast({ title: 'Signed out everywhere else', description: ended === 1 ? '1 other session ended.' : `${ended} other sessions ended.`, variant: 'success' }),
              })
            }
          >
            {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
        </CardContent>
      </Card>
      <Link to={CLIENT_DASHBOARD_PATH} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        Back to your dashboard
      </Link>
    </div>
  );
}
