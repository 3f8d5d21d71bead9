import { ADMIN_LOGIN_PATH, AdminLoginRequest } from '@biz/contracts';
import { Button, Card, CardContent, Input, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAdminLogin } from '../api/session-api';
import { useSingleSignOnOffer } from '../api/single-sign-on-api';
import { returnPathOf } from '../dashboard/use-admin-session';
import { FinishingSingleSignOn, isSingleSignOnCallback, SingleSignOnButton } from '../sign-in/single-sign-on';
import { StaffSignInForm } from '../sign-in/staff-sign-in-form';

/** SPEC §4: after a sign-in the dashboard opens 0.7 s later, once the toast is seen. */
export const LOGIN_REDIRECT_DELAY_MS = 700;

type SignInTab = 'owner' | 'team';

/**
 * SPEC §2 /admin-login: the owner's password sign-in (ADMIN_PASSWORD, the bootstrap) and a team member's
 * email, password and code. A blank password is never sent. With the agency's identity provider connected,
 * "Sign in with …" goes there, and the provider sends the browser back here to finish; when the owner
 * requires it, it is the only way in.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { state, search } = useLocation();
  const [tab, setTab] = useState<SignInTab>('owner');
  const offer = useSingleSignOnOffer().data;
  const signedIn = () => {
    toast({ title: 'Signed in', description: 'Opening the admin dashboard…', variant: 'success' });
    setTimeout(() => {
      navigate(returnPathOf(state));
    }, LOGIN_REDIRECT_DELAY_MS);
  };
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
              <path d="m9 12 2 2 4-4" />
            </svg>
          </span>
          <PageHeader page={ADMIN_LOGIN_PATH} description="Sign in to work the pipeline: submissions, plans, emails, calls and onboarding forms." />
          {isSingleSignOnCallback(search) ? (
            <FinishingSingleSignOn callback={search} onSignedIn={signedIn} onRestart={() => navigate(ADMIN_LOGIN_PATH, { replace: true })} />
          ) : (
            <>
              {offer?.provider ? <SingleSignOnButton name={offer.provider.name} /> : null}
              {offer?.required ? (
                <p className="text-center text-sm text-ink-muted">Your agency signs in with {offer.provider?.name} only.</p>
              ) : (
                <Tabs value={tab} onValueChange={(value) => setTab(value as SignInTab)}>
                  <TabsList aria-label="How to sign in" fullWidth>
                    <TabsTrigger value="owner">Owner</TabsTrigger>
                    <TabsTrigger value="team">Team member</TabsTrigger>
                  </TabsList>
                  <TabsContent value="owner">
                    <OwnerPasswordForm onSignedIn={signedIn} />
                  </TabsContent>
                  <TabsContent value="team">
                    <StaffSignInForm onSignedIn={signedIn} />
                  </TabsContent>
                </Tabs>
              )}
            </>
          )}
          <Link to="/" className="text-center text-sm font-medium text-brand-700 hover:underline">
            Back to the main site
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/** The owner's bootstrap sign-in with ADMIN_PASSWORD. */
function OwnerPasswordForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useAdminLogin();
  // A blank password never leaves the form: the contract's schema refuses it with SPEC §5's message.
  // Its message goes as soon as the password is edited; the next submit checks again.
  const { register, handleSubmit, clearErrors, formState } = useForm<AdminLoginRequest>({
    resolver: zodResolver(AdminLoginRequest),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Signed in, the button stays busy until the dashboard opens.
  const busy = login.isPending || login.isSuccess;

  const submit = handleSubmit(({ password }) => login.mutate(password, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Admin sign-in">
      <Input label="Password" type="password" autoComplete="current-password" required {...register('password', { onChange: () => clearErrors('password') })} error={formState.errors.password?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
