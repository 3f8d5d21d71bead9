import { CLIENT_LOGIN_PATH, PASSWORD_RESET_PATH, PasswordResetConfirmRequest, ToastMessage } from '@biz/contracts';
import { Button, Card, CardContent, PageHeader, PasswordInput, toast, toastMessage } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfirmPasswordReset } from '../api/client-api';
import { showServerFieldErrors } from '@biz/ui-kit/server-field-errors';

/** The page a reset link opens: a new password for the link's account, then the login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The link's token is a value of the form, not a field: a bad one is a toast, not a message under the password.
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<PasswordResetConfirmRequest>({
    resolver: zodResolver(PasswordResetConfirmRequest),
    defaultValues: { token: params.get('token') ?? '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const confirm = useConfirmPasswordReset();
  // Saved, the button stays busy while the login opens.
  const busy = confirm.isPending || confirm.isSuccess;

  const submit = handleSubmit(
    (body) =>
      confirm.mutate(body, {
        onSuccess: ({ message }) => {
          toast({ title: 'Password changed', description: message, variant: 'success' });
          navigate(CLIENT_LOGIN_PATH, { replace: true });
        },
        onError: showServerFieldErrors(setError, ['password']),
      }),
    (errors) => {
      if (errors.token?.message) toastMessage({ ...ToastMessage.passwordResetFailed, description: errors.token.message });
    },
  );

  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8">
          <PageHeader page={PASSWORD_RESET_PATH} description="At least 8 characters. The link in your email works once, for 30 minutes." />
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Choose a new password" className="flex flex-col gap-4">
            <PasswordInput label="New password" autoComplete="new-password" required {...register('password', { onChange: () => clearErrors('password') })} error={formState.errors.password?.message} />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? 'Saving...' : 'Save the new password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
