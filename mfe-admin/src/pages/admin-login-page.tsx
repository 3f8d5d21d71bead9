import { ToastMessage, ValidationMessage } from '@biz/contracts';
import { Button, Card, CardContent, Input, PageHeader, toast, toastMessage } from '@biz/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { adminLogin, adminStatusKey } from '../api/admin-api';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { returnPathOf } from '../dashboard/use-admin-session';

/** SPEC §4: after a sign-in the dashboard opens 0.7 s later, once the toast is seen. */
export const LOGIN_REDIRECT_DELAY_MS = 700;

/** SPEC §2 /admin-login: admin password sign-in. A blank password is never sent. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password.trim()) {
      setError(ValidationMessage.passwordRequired);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setError(undefined);
    setBusy(true);
    try {
      await adminLogin(password);
      await queryClient.invalidateQueries({ queryKey: adminStatusKey });
      toast({ title: 'Signed in', description: 'Opening the admin dashboard…', variant: 'success' });
      setTimeout(() => navigate(returnPathOf(state)), LOGIN_REDIRECT_DELAY_MS);
    } catch (failure) {
      const { status, message } = apiErrorOf(failure);
      // Too many attempts: the server says when to try again; anything else reads as the spec's wrong password.
      if (status === 429 && message) toast({ title: ToastMessage.adminLoginFailed.title, description: message, variant: 'destructive' });
      else toastMessage(ToastMessage.adminLoginFailed);
      inFlight.current = false;
      setBusy(false);
    }
  }

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
          <PageHeader title="Admin Login" description="Sign in with the admin password to work the pipeline: submissions, plans, emails, calls and onboarding forms." />
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Admin sign-in">
            <Input label="Password" type="password" name="password" autoComplete="current-password" required error={error} onChange={() => setError(undefined)} />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
          <Link to="/" className="text-center text-sm font-medium text-brand-700 hover:underline">
            Back to the main site
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
