import { ChangeStaffPasswordRequest } from '@biz/contracts';
import { Button, PasswordInput, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useChangeStaffPassword } from '../api/staff-api';

/** A staff member's own password: the current one first; every other session of theirs ends. */
export function ChangePasswordForm() {
  const change = useChangeStaffPassword();
  const { register, handleSubmit, reset, formState } = useForm<ChangeStaffPasswordRequest>({ resolver: zodResolver(ChangeStaffPasswordRequest), defaultValues: { currentPassword: '', newPassword: '' } });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Password changed', description: 'Your other sessions are signed out.', variant: 'success' });
        reset();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Change your password" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <PasswordInput label="Current password" autoComplete="current-password" required {...register('currentPassword')} error={formState.errors.currentPassword?.message} />
      <PasswordInput label="New password" autoComplete="new-password" required {...register('newPassword')} error={formState.errors.newPassword?.message} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
