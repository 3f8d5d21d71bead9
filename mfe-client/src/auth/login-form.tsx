import { ClientLoginRequest, ToastMessage } from '@biz/contracts';
import { Button, Input, PasswordInput, useHydrated } from '@biz/ui-kit';
import type { FormEvent } from 'react';
import { clientLogin } from '../api/client-api';
import { useAuthSubmit } from './use-auth-submit';

/** SPEC §8: the server's message, else 'Invalid email or password'; no answer at all: 'Something went wrong'. */
const loginFailure = (status: number, message?: string) => (status === 0 ? ToastMessage.clientLoginError : { ...ToastMessage.clientLoginFailed, description: message ?? ToastMessage.clientLoginFailed.description });

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { errors, busy, submit, clearError } = useAuthSubmit(ClientLoginRequest, clientLogin, loginFailure);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Client login" className="flex flex-col gap-4">
      <Input label="Email" name="email" type="email" autoComplete="email" required error={errors.email} onChange={() => clearError('email')} />
      <PasswordInput label="Password" name="password" autoComplete="current-password" required error={errors.password} onChange={() => clearError('password')} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Login'}
      </Button>
      <button type="button" disabled={!useHydrated()} onClick={onForgotPassword} className="self-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        Forgot your password?
      </button>
    </form>
  );
}
