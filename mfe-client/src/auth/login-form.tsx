import { ClientLoginRequest } from '@biz/contracts';
import { Button, Input, PasswordInput, useHydrated } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useClientLogin } from '../api/client-api';
import { useOpenDashboard } from './use-open-dashboard';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  // A field's message goes as soon as the field is edited; the next submit checks again.
  const { register, handleSubmit, clearErrors, formState } = useForm<ClientLoginRequest>({ resolver: zodResolver(ClientLoginRequest), reValidateMode: 'onSubmit', shouldFocusError: false });
  const login = useClientLogin();
  const openDashboard = useOpenDashboard();
  const busy = login.isPending || login.isSuccess;
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit((body) => login.mutate(body, { onSuccess: openDashboard }))} noValidate aria-label="Client login" className="flex flex-col gap-4">
      <Input label="Email" type="email" autoComplete="email" required {...register('email', { onChange: () => clearErrors('email') })} error={errors.email?.message} />
      <PasswordInput label="Password" autoComplete="current-password" required {...register('password', { onChange: () => clearErrors('password') })} error={errors.password?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Login'}
      </Button>
      <button type="button" disabled={!useHydrated()} onClick={onForgotPassword} className="self-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        Forgot your password?
      </button>
    </form>
  );
}
