import { PasswordResetRequest, ToastMessage } from '@biz/contracts';
import { Button, Input, toast, toastMessage } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../api/client-api';

/** Asks for a reset link by email; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = PasswordResetRequest.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(parsed.data.email);
      toast({ title: 'Check your email', description: message, variant: 'success' });
      onDone();
    } catch (failure) {
      const { message } = apiErrorOf(failure);
      toastMessage({ ...ToastMessage.passwordResetFailed, description: message ?? ToastMessage.passwordResetFailed.description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset your password" className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">Give the email of your account: we will send it a link to choose a new password.</p>
      <Input label="Email" name="email" type="email" autoComplete="email" required error={error} onChange={() => setError(undefined)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Email me a link'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Back to login
        </Button>
      </div>
    </form>
  );
}
