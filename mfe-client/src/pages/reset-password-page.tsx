import { CLIENT_LOGIN_PATH, fieldErrorsOf, PasswordResetConfirmRequest, ToastMessage } from '@biz/contracts';
import { Button, Card, CardContent, PageHeader, PasswordInput, toast, toastMessage } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmPasswordReset } from '../api/client-api';

/** The page a reset link opens: a new password for the link's account, then the login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = PasswordResetConfirmRequest.safeParse({ token: params.get('token') ?? '', password: new FormData(event.currentTarget).get('password') });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      if (fields.token) toastMessage({ ...ToastMessage.passwordResetFailed, description: fields.token[0] });
      setError(fields.password?.[0]);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { message } = await confirmPasswordReset(parsed.data);
      toast({ title: 'Password changed', description: message, variant: 'success' });
      navigate(CLIENT_LOGIN_PATH, { replace: true });
    } catch (failure) {
      const { message } = apiErrorOf(failure);
      toastMessage({ ...ToastMessage.passwordResetFailed, description: message ?? ToastMessage.passwordResetFailed.description });
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8">
          <PageHeader title="Choose a New Password" description="At least 8 characters. The link in your email works once, for 30 minutes." />
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Choose a new password" className="flex flex-col gap-4">
            <PasswordInput label="New password" name="password" autoComplete="new-password" required error={error} onChange={() => setError(undefined)} />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? 'Saving...' : 'Save the new password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
