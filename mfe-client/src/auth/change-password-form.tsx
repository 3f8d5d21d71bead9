import { ChangePasswordRequest, MIN_CLIENT_PASSWORD_LENGTH } from '@biz/contracts';
import { Button, PasswordInput, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useChangeClientPassword } from '../api/client-api';
import { showServerFieldErrors } from '@biz/ui-kit/server-field-errors';

/** A new password while signed in: the current one proves it is the owner; every other session ends. */
export function ChangePasswordForm() {
  const { register, handleSubmit, clearErrors, setError, reset, formState } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const change = useChangeClientPassword();
  const errors = formState.errors;
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ message }) => {
        reset();
        toast({ title: 'Password changed', description: message, variant: 'success' });
      },
      onError: showServerFieldErrors(setError, ['currentPassword', 'newPassword']),
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change your password" className="flex flex-col gap-4">
      <PasswordInput label="Current password" autoComplete="current-password" required {...register('currentPassword', { onChange: () => clearErrors('currentPassword') })} error={errors.currentPassword?.message} />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_CLIENT_PASSWORD_LENGTH} characters.`}
        {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
        error={errors.newPassword?.message}
      />
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
