import { MIN_CLIENT_PASSWORD_LENGTH, VerifyEmailRequest } from '@biz/contracts';
import { Button, PasswordInput } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '@biz/ui-kit/server-field-errors';

/**
 * A confirmation link opened without the account's session: the account's password, or a new one when the
 * person does not know it (someone else may have made the account; choosing one signs everyone else out).
 * A portal invitation (`invited`) only chooses the first one.
 */
export function ConfirmWithPasswordForm({ token, busy, onConfirm, invited = false }: { token: string; busy: boolean; onConfirm: (body: VerifyEmailRequest, onError: (error: Error) => void) => void; invited?: boolean }) {
  const [choosing, setChoosing] = useState(invited);
  const { register, handleSubmit, clearErrors, setError, resetField, formState } = useForm<VerifyEmailRequest>({
    resolver: zodResolver(VerifyEmailRequest),
    defaultValues: { token },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = choosing ? 'newPassword' : 'password';
  const submit = handleSubmit((body) => onConfirm({ token, [field]: body[field] }, showServerFieldErrors(setError, ['password', 'newPassword'])));
  const toggle = () => {
    resetField(field);
    setChoosing(!choosing);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Confirm your email address" className="flex flex-col gap-4">
      {choosing ? (
        <PasswordInput
          key="newPassword"
          label={invited ? 'Choose a password' : 'New password'}
          autoComplete="new-password"
          required
          hint={invited ? `At least ${MIN_CLIENT_PASSWORD_LENGTH} characters.` : `At least ${MIN_CLIENT_PASSWORD_LENGTH} characters. Everyone else signed in to this account is signed out.`}
          {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
          error={formState.errors.newPassword?.message}
        />
      ) : (
        <PasswordInput key="password" label="Password of the account" autoComplete="current-password" required {...register('password', { onChange: () => clearErrors('password') })} error={formState.errors.password?.message} />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Confirming...' : invited ? 'Open my portal' : choosing ? 'Save the password and confirm' : 'Confirm my email'}
      </Button>
      {!invited && (
        <Button type="button" variant="ghost" onClick={toggle}>
          {choosing ? 'I know the password' : 'Choose a new password instead'}
        </Button>
      )}
    </form>
  );
}
