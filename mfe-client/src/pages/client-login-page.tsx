import { CLIENT_DASHBOARD_PATH, CLIENT_LOGIN_PATH } from '@biz/contracts';
import { Card, CardContent, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CLIENT_STATUS_STALE_MS, clientStatusKey, fetchClientStatus } from '../api/client-api';
import { ForgotPasswordForm } from '../auth/forgot-password-form';
import { LoginForm } from '../auth/login-form';
import { SignupForm } from '../auth/signup-form';

type AuthTab = 'login' | 'signup';

/** SPEC §2 /client/login: login and sign-up tabs, a password visibility toggle and a link to the main site. */
export function ClientLoginPage() {
  const [tab, setTab] = useState<AuthTab>('login');
  const [forgot, setForgot] = useState(false);
  // After a signup (which signs nobody in): the server's words, above the login.
  const [notice, setNotice] = useState<string | null>(null);
  // A client who is signed in already (the header's 'Client login', a bookmark) goes on to its dashboard.
  const navigate = useNavigate();
  const status = useQuery({ queryKey: clientStatusKey, queryFn: fetchClientStatus, staleTime: CLIENT_STATUS_STALE_MS });
  useEffect(() => {
    if (status.data?.authenticated) navigate(CLIENT_DASHBOARD_PATH, { replace: true });
  }, [status.data, navigate]);
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8">
          <PageHeader page={CLIENT_LOGIN_PATH} description="See your automations, the time and money they save, and manage your subscription." />
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
            <TabsList aria-label="Sign in or create an account" fullWidth>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="flex flex-col gap-3">
              {notice && (
                <p role="status" className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-ink">
                  {notice} Open the link in it to confirm your address; it asks for the password you chose. If this email already had an account, the email says how to get in.
                </p>
              )}
              {forgot ? <ForgotPasswordForm onDone={() => setForgot(false)} /> : <LoginForm onForgotPassword={() => setForgot(true)} />}
            </TabsContent>
            <TabsContent value="signup" className="flex flex-col gap-3">
              <p className="text-sm text-ink-muted">Use the email you gave us: once you confirm it, your automations and orders are found by it.</p>
              <SignupForm
                onSignedUp={(message) => {
                  setNotice(message);
                  setTab('login');
                }}
              />
            </TabsContent>
          </Tabs>
          <Link to="/" className="text-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Back to the main site
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
