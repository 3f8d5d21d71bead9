import { ChangeEmailRequest } from '@biz/contracts';
import { Button, Input, PasswordInput, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useChangeClientEmail } from '../api/client-api';
import { showServerFieldErrors } from '@biz/ui-kit/server-field-errors';

/** A new address for the account, asked with the password: the account moves when the new inbox confirms it. */
export function ChangeEmailForm({ email }: { email: string }) {
  const { register, handleSubmit, clearErrors, setError, reset, formState } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequest),
    defaultValues: { email: '', currentPassword: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const change = useChangeClientEmail();
  const errors = formState.errors;
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ message }) => {
        reset();
        toast({ title: 'Link sent', description: message, variant: 'success' });
      },
      onError: showServerFieldErrors(setError, ['email', 'currentPassword']),
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change your email" className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Now: <strong className="text-ink">{email}</strong>. It stays until you open the link we send to the new address; your business&apos;s records are then found by that one.
      </p>
      <Input label="New email" type="email" autoComplete="email" required {...register('email', { onChange: () => clearErrors('email') })} error={errors.email?.message} />
      <PasswordInput label="Current password" autoComplete="current-password" required {...register('currentPassword', { onChange: () => clearErrors('currentPassword') })} error={errors.currentPassword?.message} />
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Change email'}
      </Button>
    </form>
  );
}
