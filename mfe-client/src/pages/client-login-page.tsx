import { Card, CardContent, Notice, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@biz/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';

type AuthTab = 'login' | 'signup';

/** SPEC §2 /client/login: login and sign-up tabs. The forms arrive with the client portal issue. */
export function ClientLoginPage() {
  const [tab, setTab] = useState<AuthTab>('login');
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8">
          <PageHeader title="Client Login" description="See your automations, the time and money they save, and manage your subscription." />
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
            <TabsList aria-label="Sign in or create an account" fullWidth>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="flex flex-col gap-3">
              <p className="text-sm text-ink-muted">Sign in with the email and password of your client account.</p>
              <Notice title="Client sign-in opens soon">Your client portal is being connected to your account.</Notice>
            </TabsContent>
            <TabsContent value="signup" className="flex flex-col gap-3">
              <p className="text-sm text-ink-muted">Create an account with your email, a password of at least 8 characters and your business name.</p>
              <Notice title="Account sign-up opens soon">New client accounts can be created here once the portal is connected.</Notice>
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
