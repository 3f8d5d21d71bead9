import { PasswordResetRequest } from '@biz/contracts';
import { Button, Input, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api/client-api';

/** Asks for a reset link by email; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, clearErrors, formState } = useForm<PasswordResetRequest>({ resolver: zodResolver(PasswordResetRequest), reValidateMode: 'onSubmit', shouldFocusError: false });
  const reset = useRequestPasswordReset();
  const send = handleSubmit(({ email }) =>
    reset.mutate(email, {
      onSuccess: ({ message }) => {
        toast({ title: 'Check your email', description: message, variant: 'success' });
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Reset your password" className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">Give the email of your account: we will send it a link to choose a new password.</p>
      <Input label="Email" type="email" autoComplete="email" required {...register('email', { onChange: () => clearErrors('email') })} error={formState.errors.email?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Sending...' : 'Email me a link'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Back to login
        </Button>
      </div>
    </form>
  );
}
